import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cents, type ChargeDetail, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { reconcileChanges, reserveChange } from '../src/modules/charges/change-intents.js';
import { findCharge } from '../src/modules/charges/queries.js';
import { chargeChangeIntents, chargeHistory } from '../src/modules/charges/tables.js';
import { AcquirerUnavailableError, type BoletoIssued, type BoletoRequest } from '../src/providers/acquirer/port.js';
import { SandboxAcquirer } from '../src/providers/acquirer/sandbox.js';
import { findUserByEmail } from '../src/modules/users/queries.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

/** The sandbox, unable to issue boletos while `down`, and keeping every reference it was asked for. */
class FlakyAcquirer extends SandboxAcquirer {
  down = false;
  readonly references: string[] = [];
  override async issueBoleto(request: BoletoRequest): Promise<BoletoIssued> {
    this.references.push(request.reference);
    if (this.down) throw new AcquirerUnavailableError('TIMEOUT');
    return super.issueBoleto(request);
  }
}

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
const acquirer = new FlakyAcquirer();
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let adminUserId: string;

const create = async (): Promise<ChargeDetail> =>
  (await call(admin, 'POST', '/api/charges', chargeInput({ value: 15_000, expirationDate: '2026-11-30' }))).json();
const intentsOf = (chargeId: string) =>
  t.ctx.db
    .select()
    .from(chargeChangeIntents)
    .where(eq(chargeChangeIntents.chargeId, chargeId))
    .orderBy(chargeChangeIntents.revision);
const recordOf = async (chargeId: string) => (await findCharge(t.ctx.db, admin.idSeller, chargeId))!;
/** What a crash right after the intent was written leaves: a REQUESTED row and an unchanged charge. */
const crashAfterIntent = async (chargeId: string, value: number) =>
  reserveChange(t.ctx, await recordOf(chargeId), {
    value: cents(value),
    expirationDate: '2026-12-15',
    userId: adminUserId,
  });

beforeAll(async () => {
  t = await startTestApp({ clock, acquirer });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  adminUserId = (await findUserByEmail(t.ctx.db, 'admin@demo.cofre.dev'))!.id;
});
afterAll(() => t.close());

describe("'Alterar cobrança' records its intent before the acquirer issues", () => {
  it('applies a change and settles its intent, one revision up', async () => {
    const charge = await create();
    const response = await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { value: 16_000 });
    expect(response.statusCode).toBe(200);
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'APPLIED', fromRevision: 0, revision: 1 }]);
    expect((await recordOf(charge.uuid)).revision).toBe(1);
  });

  it('abandons the intent when the acquirer does not answer, and never issues that revision again', async () => {
    const charge = await create();
    acquirer.down = true;
    const failed = await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { value: 16_000 });
    acquirer.down = false;
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const unchanged = await recordOf(charge.uuid);
    expect(unchanged).toMatchObject({ value: 15_000, revision: 0, boletoLine: charge.boleto!.digitableLine });
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'ABANDONED', revision: 1 }]);

    const retried = await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { value: 17_000 });
    expect(retried.statusCode).toBe(200);
    expect(await intentsOf(charge.uuid)).toMatchObject([
      { status: 'ABANDONED', revision: 1 },
      { status: 'APPLIED', revision: 2, value: 17_000 },
    ]);
    // r1 was asked for 16.000 once; the 17.000 boleto has its own reference, so no acquirer can answer
    // the retry with the instrument of the first, unanswered call.
    const forCharge = acquirer.references.filter((reference) => reference.endsWith(charge.uuid));
    expect(forCharge).toEqual([charge.uuid, `r1.${charge.uuid}`, `r2.${charge.uuid}`]);
    expect((await recordOf(charge.uuid)).revision).toBe(2);
  });

  it('refuses a second change while one is with the acquirer (CHG-034)', async () => {
    const charge = await create();
    await crashAfterIntent(charge.uuid, 16_000);
    const second = await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { value: 18_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('CHG-034');
  });

  it('finishes a change a crash left REQUESTED once the lease has passed, with its history', async () => {
    const charge = await create();
    const intent = await crashAfterIntent(charge.uuid, 19_900);
    expect(await reconcileChanges(t.ctx)).toBe(0);
    clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);
    expect(await reconcileChanges(t.ctx)).toBeGreaterThanOrEqual(1);
    const changed = await recordOf(charge.uuid);
    expect(changed).toMatchObject({ value: 19_900, expirationDate: '2026-12-15', revision: intent.revision });
    expect(changed.boletoLine).not.toBe(charge.boleto!.digitableLine);
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'APPLIED' }]);
    const history = await t.ctx.db.select().from(chargeHistory).where(eq(chargeHistory.chargeId, charge.uuid));
    expect(history).toMatchObject([{ kind: 'CHANGED', previousValue: 15_000, value: 19_900, userId: adminUserId }]);
  });

  it('abandons a crashed change whose charge was paid meanwhile, and leaves the payment alone', async () => {
    const charge = await create();
    await crashAfterIntent(charge.uuid, 21_000);
    expect((await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`)).statusCode).toBe(200);
    clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);
    await reconcileChanges(t.ctx);
    expect(await recordOf(charge.uuid)).toMatchObject({ status: 'PAID', value: 15_000, revision: 0 });
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'ABANDONED' }]);
  });

  it('gives up on a change still REQUESTED a day later', async () => {
    const charge = await create();
    acquirer.down = true;
    await crashAfterIntent(charge.uuid, 22_000);
    clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);
    await reconcileChanges(t.ctx);
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'REQUESTED' }]);
    clock.advance(25 * 60 * 60 * 1000);
    acquirer.down = false;
    await reconcileChanges(t.ctx);
    expect(await intentsOf(charge.uuid)).toMatchObject([{ status: 'ABANDONED' }]);
    expect((await recordOf(charge.uuid)).value).toBe(15_000);
  });
});
