import { cents } from '@cofre/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail, RefundResult, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { attemptDueCardCharges, markLateCharges } from '../src/modules/charges/jobs.js';
import { attemptCard, reconcileAttempts } from '../src/modules/charges/payment.js';
import { chargeAttempts, charges } from '../src/modules/charges/tables.js';
import {
  CHARGE_EXPORT_JOB,
  failChargeExport,
  runChargeExport,
  sweepStuckExports,
} from '../src/modules/charge-exports/service.js';
import { chargeExports } from '../src/modules/charge-exports/tables.js';
import { emitInvoice } from '../src/modules/invoices/emission.js';
import { invoices, sellerInvoiceConfigs } from '../src/modules/invoices/tables.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { idempotencyKeys } from '../src/modules/platform/tables.js';
import { reconcileRefunds } from '../src/modules/refunds/service.js';
import { chargeRefunds } from '../src/modules/refunds/tables.js';
import type { CardAttemptResult, CardAuthorization } from '../src/providers/acquirer/port.js';
import { SandboxAcquirer } from '../src/providers/acquirer/sandbox.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

/** The sandbox, counting authorizations per card token and answering them slowly (a race window). */
class CountingAcquirer extends SandboxAcquirer {
  readonly authorizations = new Map<string, number>();
  override async authorizeCard(request: CardAuthorization): Promise<CardAttemptResult> {
    this.authorizations.set(request.token, (this.authorizations.get(request.token) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return super.authorizeCard(request);
  }
}

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
const acquirer = new CountingAcquirer();
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sellerId: string;

const LOST_ANSWER_CARD = '4000 0000 0000 0259';
const LOST_REQUEST_CARD = '4000 0000 0000 0267';
const afterLease = () => clock.advance(61_000);

async function paidPix(value: number): Promise<ChargeDetail> {
  const created: ChargeDetail = (
    await call(admin, 'POST', '/api/charges', chargeInput({ value, paymentMethod: 'PIX' }))
  ).json();
  return (await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`)).json();
}

const get = async (id: string): Promise<ChargeDetail> => (await call(admin, 'GET', `/api/charges/${id}`)).json();
const refundRow = async (id: string) =>
  (await t.ctx.db.select().from(chargeRefunds).where(eq(chargeRefunds.id, id)))[0]!;

beforeAll(async () => {
  t = await startTestApp({ clock, acquirer });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sellerId = admin.idSeller;
});
afterAll(() => t.close());

describe('refunds whose answer does not come back (issue cases 1 and 2)', () => {
  it('a refund whose answer is lost stays PENDING (202), is never credited back, and reconciles to SUCCEEDED', async () => {
    // Fails on the main before this change: the timeout was taken as a refusal (FAILED, 502, money back).
    const charge = await paidPix(20_000);
    const before = await sellerBalances(t.ctx.db, sellerId);
    const response = await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 5_091 });
    expect(response.statusCode).toBe(202);
    const result: RefundResult = response.json();
    expect(result.refund.status).toBe('PENDING');
    expect(result.refundedAmount).toBe(5_091);
    const held = await sellerBalances(t.ctx.db, sellerId);
    expect(held.toBeReleased + held.available).toBe(before.toBeReleased + before.available - 5_091);
    // Within the lease nothing is asked again.
    expect(await reconcileRefunds(t.ctx)).toBe(0);
    afterLease();
    expect(await reconcileRefunds(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await refundRow(result.refund.uuid)).status).toBe('SUCCEEDED');
    const after = await sellerBalances(t.ctx.db, sellerId);
    expect(after.toBeReleased + after.available).toBe(held.toBeReleased + held.available);
    expect((await get(charge.uuid)).refunds.map((r) => r.status)).toEqual(['SUCCEEDED']);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a refund the acquirer never received (or a crash before asking) is sent again with the same reference', async () => {
    // Fails on the main before this change: nothing ever looked at a PENDING refund again.
    // A request lost on the way in: amount ,92.
    const other = await paidPix(10_000);
    const pending = await call(admin, 'POST', `/api/charges/${other.uuid}/refunds`, { amount: 1_092 });
    expect(pending.statusCode).toBe(202);
    const id = (pending.json() as RefundResult).refund.uuid;
    expect(await t.ctx.acquirer.refundStatus(id)).toEqual({ found: false });
    afterLease();
    await reconcileRefunds(t.ctx);
    const row = await refundRow(id);
    expect(row.status).toBe('SUCCEEDED');
    expect(await t.ctx.acquirer.refundStatus(id)).toMatchObject({ found: true, result: { outcome: 'APPROVED' } });
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('a late answer past the timeout is PENDING, then SUCCEEDED; a retry with the same key finds the same refund', async () => {
    const charge = await paidPix(10_000);
    const key = randomUUID();
    const first = await call(
      admin,
      'POST',
      `/api/charges/${charge.uuid}/refunds`,
      { amount: 1_093 },
      {
        'idempotency-key': key,
      },
    );
    expect(first.statusCode).toBe(202);
    // The client lost the answer and retries with its key: it gets the stored answer, not a second refund.
    const replay = await call(
      admin,
      'POST',
      `/api/charges/${charge.uuid}/refunds`,
      { amount: 1_093 },
      {
        'idempotency-key': key,
      },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    afterLease();
    await reconcileRefunds(t.ctx);
    const detail = await get(charge.uuid);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]!.status).toBe('SUCCEEDED');
    expect(detail.refundedAmount).toBe(1_093);
  });

  it('a refund refused on reconciliation is reversed once and the seller is told', async () => {
    const charge = await paidPix(10_000);
    const response = await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 2_091 });
    const id = (response.json() as RefundResult).refund.uuid;
    // The acquirer's memory says it refused (as a real acquirer may answer a status query).
    await acquirer.store.put(id, {
      kind: 'REFUND',
      received: true,
      result: { outcome: 'REFUSED', code: 'R05', message: 'refused' },
    });
    afterLease();
    await reconcileRefunds(t.ctx);
    await reconcileRefunds(t.ctx);
    expect((await refundRow(id)).status).toBe('FAILED');
    const detail = await get(charge.uuid);
    expect(detail.refundedAmount).toBe(0);
    expect(detail.status).toBe('PAID');
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, sellerId), eq(notifications.type, 'NOTIFICATION_REFUND_FAILED')));
    expect(told).toHaveLength(1);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});

describe('card authorizations at the boundary (issue cases 3, 4 and 7)', () => {
  const cardCharge = (number: string, title = `Cartão ${randomUUID()}`) =>
    chargeInput({
      title,
      value: 12_000,
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-11-23',
      card: card(number),
    });

  it('an authorization whose answer is lost leaves one charge with a PROCESSING attempt; a retry with the key makes no second charge', async () => {
    // Fails on the main before this change: the timeout answered 500, the key was dropped, the retry made a second charge.
    const key = randomUUID();
    const body = cardCharge(LOST_ANSWER_CARD);
    const first = await call(admin, 'POST', '/api/charges', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const charge: ChargeDetail = first.json();
    expect(charge.status).toBe('SCHEDULED');
    expect(charge.chargesTries.map((a) => a.status)).toEqual(['PROCESSING']);
    const retry = await call(admin, 'POST', '/api/charges', body, { 'idempotency-key': key });
    expect(retry.json().uuid).toBe(charge.uuid);
    const same = await t.ctx.db.select().from(charges).where(eq(charges.title, body.title));
    expect(same).toHaveLength(1);
    // The 08:00 job must not authorize it again while its outcome is unknown.
    expect(await attemptDueCardCharges(t.ctx)).toBe(0);
    afterLease();
    await reconcileAttempts(t.ctx);
    const settled = await get(charge.uuid);
    expect(settled.status).toBe('PAID');
    expect(settled.chargesTries.map((a) => a.status)).toEqual(['APPROVED']);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('an authorization that never reached the acquirer is sent again with the same reference', async () => {
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', cardCharge(LOST_REQUEST_CARD))).json();
    const [attempt] = await t.ctx.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.uuid));
    expect(attempt!.status).toBe('PROCESSING');
    expect(await t.ctx.acquirer.paymentStatus(attempt!.id)).toEqual({ found: false });
    afterLease();
    await reconcileAttempts(t.ctx);
    expect((await get(charge.uuid)).status).toBe('PAID');
  });

  it('an attempt that cannot be settled does not stop reconciliation of the others', async () => {
    const broken: ChargeDetail = (await call(admin, 'POST', '/api/charges', cardCharge(CARDS.approved))).json();
    expect(broken.status).toBe('PAID');
    // A PROCESSING attempt on a charge that is already paid: its approval can never be applied.
    const [orphan] = await t.ctx.db
      .insert(chargeAttempts)
      .values({
        chargeId: broken.uuid,
        sellerId,
        status: 'PROCESSING',
        value: cents(12_000),
        expirationDate: '2026-11-23',
        createdAt: clock.now(),
      })
      .returning();
    await acquirer.store.put(orphan!.id, {
      kind: 'AUTHORIZATION',
      received: true,
      result: { outcome: 'APPROVED', authorizationCode: '123456' },
    });
    const lost: ChargeDetail = (await call(admin, 'POST', '/api/charges', cardCharge(LOST_ANSWER_CARD))).json();
    afterLease();
    await reconcileAttempts(t.ctx);
    expect((await get(lost.uuid)).status).toBe('PAID');
    await t.ctx.db.update(chargeAttempts).set({ status: 'FAILED' }).where(eq(chargeAttempts.id, orphan!.id));
  });

  it('two attempts on one charge at the same time make one authorization', async () => {
    // Fails on the main before this change: both read SCHEDULED outside a lock and both called the acquirer.
    const body = { ...cardCharge(CARDS.approved), expirationDate: '2026-11-30' };
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', body)).json();
    const [row] = await t.ctx.db.select().from(charges).where(eq(charges.id, charge.uuid));
    const outcomes = await Promise.allSettled([
      attemptCard(t.ctx, sellerId, charge.uuid),
      attemptCard(t.ctx, sellerId, charge.uuid),
      attemptCard(t.ctx, sellerId, charge.uuid),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(acquirer.authorizations.get(row!.cardToken!)).toBe(1);
    const detail = await get(charge.uuid);
    expect(detail.status).toBe('PAID');
    expect(detail.chargesTries).toHaveLength(1);
  });

  it('a card charge marked LATE before any attempt is still attempted by the catch-up run', async () => {
    // Fails on the main before this change: the attempt job only looked at SCHEDULED charges.
    const body = { ...cardCharge(CARDS.approved), expirationDate: '2026-11-24' };
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', body)).json();
    // Tuesday after the 08:00 run (which never saw it), then Wednesday 00:05.
    clock.set(new Date('2026-11-25T03:05:00Z'));
    await markLateCharges(t.ctx);
    admin = await t.signIn('admin@demo.cofre.dev');
    expect((await get(charge.uuid)).status).toBe('LATE');
    clock.set(new Date('2026-11-25T12:00:00Z'));
    admin = await t.signIn('admin@demo.cofre.dev');
    expect(await attemptDueCardCharges(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await get(charge.uuid)).status).toBe('PAID');
    // Once attempted, never again by the job.
    expect(await attemptDueCardCharges(t.ctx)).toBe(0);
    clock.set(new Date('2026-11-23T15:00:00Z'));
    admin = await t.signIn('admin@demo.cofre.dev');
  });
});

describe('idempotency keys that outlive a crash (issue case 5)', () => {
  it('a claim younger than the lease answers 409 with Retry-After; an older one is taken over and finds the committed charge', async () => {
    // Fails on the main before this change: the in-flight key answered 409 for 24 h.
    const key = randomUUID();
    const body = chargeInput({ title: `Queda ${key}`, paymentMethod: 'PIX' });
    const first = await call(admin, 'POST', '/api/charges', body, { 'idempotency-key': key });
    // Simulate the process dying after the commit and before the answer was stored.
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, claimedAt: clock.now() })
      .where(eq(idempotencyKeys.key, key));
    const early = await call(admin, 'POST', '/api/charges', body, { 'idempotency-key': key });
    expect(early.statusCode).toBe(409);
    expect(early.headers['retry-after']).toBe('30');
    clock.advance(31_000);
    const retry = await call(admin, 'POST', '/api/charges', body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().uuid).toBe(first.json().uuid);
    const stored = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored[0]!.statusCode).toBe(201);
    expect(await t.ctx.db.select().from(charges).where(eq(charges.title, body.title))).toHaveLength(1);
  });
});

describe('invoices follow refunds (issue case 8)', () => {
  it('a full refund drops the queued emission, which the job then never authorizes', async () => {
    // Fails on the main before this change: the queued invoice was authorized after the refund.
    await t.ctx.db
      .insert(sellerInvoiceConfigs)
      .values({ sellerId, active: true, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: sellerInvoiceConfigs.sellerId, set: { active: true } });
    const charge = await paidPix(7_000);
    const [queued] = await t.ctx.db.select().from(invoices).where(eq(invoices.chargeId, charge.uuid));
    expect(queued!.status).toBe('SEND_INVOICE_SYSTEM');
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 7_000 })).statusCode).toBe(201);
    await emitInvoice(t.ctx, queued!.id);
    const [after] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, queued!.id));
    expect(after!.status).toBe('CANCELED');
    expect(after!.number).toBeNull();
  });

  it('an invoice already authorized is flagged to the seller when its charge is fully refunded', async () => {
    const charge = await paidPix(8_000);
    const [queued] = await t.ctx.db.select().from(invoices).where(eq(invoices.chargeId, charge.uuid));
    await emitInvoice(t.ctx, queued!.id);
    await call(admin, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 8_000 });
    const [kept] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, queued!.id));
    expect(kept!.status).toBe('AUTHORIZED');
    const flagged = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.sellerId, sellerId), eq(notifications.type, 'NOTIFICATION_INVOICE_OF_REFUNDED_CHARGE')),
      );
    expect(flagged.length).toBeGreaterThanOrEqual(1);
    await t.ctx.db
      .update(sellerInvoiceConfigs)
      .set({ active: false })
      .where(eq(sellerInvoiceConfigs.sellerId, sellerId));
  });
});

describe('jobs decided by a transaction (issue cases 9 and 10)', () => {
  const jobsNamed = async (id: string) => {
    const rows = (await t.ctx.db.execute(
      sql`select id from pgboss.job where name = ${CHARGE_EXPORT_JOB} and data->>'id' = ${id}`,
    )) as unknown as { rows: unknown[] };
    return rows.rows.length;
  };

  it('an export request and its job commit together; a rolled-back one leaves no job', async () => {
    // Fails on the main before this change: the job was sent after the insert, outside its transaction.
    const response = await call(admin, 'POST', '/api/charge-exports', {
      expirationDateInitial: '2026-11-01',
      expirationDateFinal: '2026-11-30',
    });
    expect(response.statusCode).toBe(202);
    expect(await jobsNamed(response.json().uuid)).toBe(1);
    const ghost = randomUUID();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.send(CHARGE_EXPORT_JOB, { id: ghost }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobsNamed(ghost)).toBe(0);
  });

  it('an export that can never be built is FAILED and the requester is told', async () => {
    // Fails on the main before this change: the job threw on every retry and the export stayed PENDING.
    const [row] = await t.ctx.db
      .insert(chargeExports)
      .values({
        sellerId,
        userId: await firstUserId(),
        email: 'admin@demo.cofre.dev',
        filters: { expirationDateInitial: 'amanhã', expirationDateFinal: '2026-03-01' },
        status: 'PENDING',
        createdAt: clock.now(),
      })
      .returning();
    await runChargeExport(t.ctx, row!.id);
    const [failed] = await t.ctx.db.select().from(chargeExports).where(eq(chargeExports.id, row!.id));
    expect(failed!.status).toBe('FAILED');
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, failed!.userId), eq(notifications.type, 'NOTIFICATION_REPORT_FAILED')));
    expect(told).toHaveLength(1);
    // Giving up twice tells once.
    await failChargeExport(t.ctx, row!.id);
    expect(
      await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, failed!.userId), eq(notifications.type, 'NOTIFICATION_REPORT_FAILED'))),
    ).toHaveLength(1);
  });

  it('an export whose job was lost for good is failed by the hourly sweep', async () => {
    const [row] = await t.ctx.db
      .insert(chargeExports)
      .values({
        sellerId,
        userId: await firstUserId(),
        email: 'admin@demo.cofre.dev',
        filters: { expirationDateInitial: '2026-11-01', expirationDateFinal: '2026-11-30' },
        status: 'PENDING',
        createdAt: new Date(clock.now().getTime() - 2 * 60 * 60 * 1000),
      })
      .returning();
    expect(await sweepStuckExports(t.ctx)).toBeGreaterThanOrEqual(1);
    const [swept] = await t.ctx.db.select().from(chargeExports).where(eq(chargeExports.id, row!.id));
    expect(swept!.status).toBe('FAILED');
  });
});

describe('the database backs the rules', () => {
  it('refuses an unknown status, a refund above the value, and any edit of a posting', async () => {
    const charge = await paidPix(5_000);
    const refuse = (statement: ReturnType<typeof sql>) => expect(t.ctx.db.execute(statement)).rejects.toThrow();
    await refuse(sql`update charges set status = 'ABANDONNED' where id = ${charge.uuid}`);
    await refuse(sql`update charges set refunded_cents = value_cents + 1 where id = ${charge.uuid}`);
    await refuse(sql`update postings set amount_cents = amount_cents + 1 where charge_id = ${charge.uuid}`);
    await refuse(sql`delete from postings where charge_id = ${charge.uuid}`);
    await refuse(sql`update receivables set reversed_cents = net_cents + 1 where charge_id = ${charge.uuid}`);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });
});

async function firstUserId(): Promise<string> {
  const rows = (await t.ctx.db.execute(sql`select id from users where email = 'admin@demo.cofre.dev'`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return rows.rows[0]!.id;
}
