import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cents, PIX_LIMIT_MESSAGES, type PixLimitsView, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { applyDuePixLimits, checkPixLimit } from '../src/modules/banking/index.js';
import type { DbOrTx } from '../src/db/client.js';
import { pixLimits } from '../src/modules/banking/tables.js';
import { accountId, checkLedger, postEntry } from '../src/modules/ledger/index.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { pixPayments } from '../src/modules/payments/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { activateAccount, sellerWithAdmin } from './support/banking.js';
import { caller } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo (the day period).
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let inactive: SessionResponse;
let manager: SessionResponse;

const limits = async (session: SessionResponse): Promise<PixLimitsView> =>
  (await call(session, 'GET', '/api/banking/pix-limits')).json();
const change = (session: SessionResponse, body: object) => call(session, 'PATCH', '/api/banking/pix-limits', body);
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
const HOUR = 60 * 60 * 1000;

/**
 * A Pix sent out of the seller's available balance at `at`, as a completed payment with its
 * PIX_PAYMENT entry (what the payments module writes; the ledger check compares the two).
 */
async function pixSent(sellerId: string, amount: number, at: Date, db: DbOrTx = t.ctx.db) {
  const entryId = await postEntry(db, {
    sellerId,
    kind: 'PIX_PAYMENT',
    occurredAt: at,
    postings: [
      {
        accountId: await accountId(db, sellerId, 'SELLER_AVAILABLE'),
        amount: -amount,
        effectiveDate: '2026-11-23',
        sellerId,
      },
      { accountId: await accountId(db, null, 'PLATFORM_PIX_OUT_CLEARING'), amount, effectiveDate: '2026-11-23' },
    ],
  });
  await db.insert(pixPayments).values({
    sellerId,
    status: 'completed',
    key: 'fornecedor@exemplo.com.br',
    keyType: 'EMAIL',
    recipientName: 'Fornecedor',
    recipientDocument: '***.456.789-**',
    recipientIspb: '00000000',
    recipientBank: 'Banco do Brasil S.A.',
    amount: cents(amount),
    paymentDate: '2026-11-23',
    costCenter: 'operacional',
    searchText: 'fornecedor',
    submittedBy: admin.idUser,
    submittedAt: at,
    approvalRequired: false,
    approvedBy: admin.idUser,
    approvedAt: at,
    endToEndId: `E13935893${entryId.replace(/-/g, '').slice(0, 23)}`,
    entryId,
    completedAt: at,
  });
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await sellerWithAdmin(t, { name: 'Loja Limites', document: '06990590000123', email: 'c@limites.dev' });
  await activateAccount(t, admin);
  inactive = await t.signInOutsider();
  manager = await t.signIn('gerente@demo.cofre.dev');
});
afterAll(() => t.close());

describe('Configurações Pix: the limits', () => {
  it("says 'Conta não configurada.' for an account that is not ACTIVE, and refuses to change its limits", async () => {
    expect(await limits(inactive)).toEqual({ configured: false, limits: [] });
    const refused = await change(inactive, { day: 100_000, night: 10_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'BNK-005', description: PIX_LIMIT_MESSAGES.notConfigured });
  });

  it('starts an ACTIVE account with the default limits', async () => {
    expect(await limits(admin)).toEqual({
      configured: true,
      limits: [
        { period: 'DAY', amount: 1_000_000, scheduledAmount: null, scheduledFor: null },
        { period: 'NIGHT', amount: 100_000, scheduledAmount: null, scheduledFor: null },
      ],
    });
  });

  it('checks both amounts with the spec messages', async () => {
    const missing = await change(admin, { day: 100_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].description).toBe(PIX_LIMIT_MESSAGES.required);
    const tooHigh = await change(admin, { day: 100_000_001, night: 1 });
    expect(tooHigh.json().errors[0].description).toBe(PIX_LIMIT_MESSAGES.tooHigh);
    expect((await change(admin, { day: -1, night: 1 })).statusCode).toBe(400);
    expect((await change(admin, { day: 1, night: 1, extra: 1 })).statusCode).toBe(400);
  });

  it('lowers at once, raises 24 h later by the job (not before), and refuses a change while one waits', async () => {
    const changed = await change(admin, { day: 500_000, night: 300_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    const scheduledFor = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(changed.json().limits).toEqual([
      { period: 'DAY', amount: 500_000, scheduledAmount: null, scheduledFor: null },
      { period: 'NIGHT', amount: 100_000, scheduledAmount: 300_000, scheduledFor },
    ]);
    const again = await change(admin, { day: 400_000, night: 100_000 });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('BNK-006');

    clock.advance(24 * HOUR - 1_000);
    expect(await applyDuePixLimits(t.ctx)).toBe(0);
    clock.advance(1_000);
    expect(await applyDuePixLimits(t.ctx)).toBe(1);
    expect(await applyDuePixLimits(t.ctx)).toBe(0);
    // A day went by on the clock: the sessions of the morning have expired.
    admin = await t.signIn('admin@limites.dev');
    manager = await t.signIn('gerente@demo.cofre.dev');
    inactive = await t.signInOutsider();
    expect((await limits(admin)).limits[1]).toEqual({
      period: 'NIGHT',
      amount: 300_000,
      scheduledAmount: null,
      scheduledFor: null,
    });
  });

  it('cancels an increase still waiting, after which a new change is taken', async () => {
    expect(codeOf(await call(admin, 'DELETE', '/api/banking/pix-limits/scheduled'))).toBe('BNK-007');
    expect((await change(admin, { day: 900_000, night: 300_000 })).json().limits[0].scheduledAmount).toBe(900_000);
    const cancelled = await call(admin, 'DELETE', '/api/banking/pix-limits/scheduled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().limits[0]).toMatchObject({ amount: 500_000, scheduledAmount: null });
    expect((await change(admin, { day: 450_000, night: 300_000 })).json().limits[0].amount).toBe(450_000);
  });

  it('is for the banking profiles only, and for the signed-in seller', async () => {
    expect((await call(manager, 'GET', '/api/banking/pix-limits')).statusCode).toBe(403);
    expect((await change(manager, { day: 1, night: 1 })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/banking/pix-limits')).statusCode).toBe(401);
    expect((await limits(inactive)).configured).toBe(false);
  });
});

describe('the Pix limit check (what the Pix payments call)', () => {
  it('counts what left in the same occurrence of the period only', async () => {
    // Day 500.000 → set to R$ 1.000,00 by day, R$ 500,00 by night for round numbers.
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(pixLimits).set({ amount: cents(100_000) });
    });
    const sellerId = admin.idSeller;
    const noon = new Date('2026-11-25T15:00:00Z');
    await pixSent(sellerId, 70_000, new Date('2026-11-25T12:00:00Z')); // 09:00, the same day period
    await pixSent(sellerId, 50_000, new Date('2026-11-24T15:00:00Z')); // yesterday's day: not counted
    await pixSent(sellerId, 20_000, new Date('2026-11-25T08:00:00Z')); // 05:00, the night before
    const check = await checkPixLimit(t.ctx.db, sellerId, cents(30_000), noon);
    expect(check).toEqual({ fits: true, period: 'DAY', limit: 100_000, used: 70_000 });
    expect((await checkPixLimit(t.ctx.db, sellerId, cents(30_001), noon)).fits).toBe(false);
    // 05:59 São Paulo: the night that began at 20:00 the day before.
    expect(await checkPixLimit(t.ctx.db, sellerId, cents(80_000), new Date('2026-11-25T08:59:00Z'))).toEqual({
      fits: true,
      period: 'NIGHT',
      limit: 100_000,
      used: 20_000,
    });
  });

  it('lets exactly one of two parallel payments fit in what is left', async () => {
    const sellerId = admin.idSeller;
    const noon = new Date('2026-11-25T15:00:00Z');
    // R$ 300,00 left of the day's R$ 1.000,00: two payments of R$ 200,00 at once.
    const attempt = () =>
      t.ctx.db.transaction(async (tx) => {
        const check = await checkPixLimit(tx, sellerId, cents(20_000), noon);
        if (!check.fits) return false;
        // Holding the lock a moment lets the other transaction arrive and wait on it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await pixSent(sellerId, 20_000, noon, tx);
        return true;
      });
    const outcomes = await Promise.all([attempt(), attempt()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await checkPixLimit(t.ctx.db, sellerId, cents(10_000), noon)).used).toBe(90_000);
    // What `npm run ops -- ledger:check` runs: the race left the ledger balanced.
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});

describe('the job that applies due increases', () => {
  it('applies a due increase exactly once when two workers run it at the same time', async () => {
    const sellerId = admin.idSeller;
    const noticesBefore = await t.ctx.db.$count(notifications, eq(notifications.sellerId, sellerId));
    // The day limit from R$ 1.000,00 to R$ 2.000,00 (waits 24 h); the night one unchanged.
    const raised = await change(admin, { day: 200_000, night: 100_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().limits[0]).toMatchObject({ period: 'DAY', amount: 100_000, scheduledAmount: 200_000 });
    clock.advance(24 * HOUR);

    const applied = await Promise.all([applyDuePixLimits(t.ctx), applyDuePixLimits(t.ctx)]);
    // One worker applied it, the other found nothing due.
    expect(applied.sort((a, b) => a - b)).toEqual([0, 1]);
    expect(await applyDuePixLimits(t.ctx)).toBe(0);
    const rows = await t.ctx.db
      .select({
        period: pixLimits.period,
        amount: pixLimits.amount,
        scheduledAmount: pixLimits.scheduledAmount,
        scheduledFor: pixLimits.scheduledFor,
      })
      .from(pixLimits)
      .where(eq(pixLimits.sellerId, sellerId))
      .orderBy(pixLimits.period);
    expect(rows).toEqual([
      { period: 'DAY', amount: 200_000, scheduledAmount: null, scheduledFor: null },
      { period: 'NIGHT', amount: 100_000, scheduledAmount: null, scheduledFor: null },
    ]);
    // Nobody is told twice (the job tells nobody: the seller saw 'Alteração em processamento').
    expect(await t.ctx.db.$count(notifications, eq(notifications.sellerId, sellerId))).toBe(noticesBefore);
  });
});
