import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PixPayment, SessionResponse } from '@cofre/contract';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { pixPayments, reconcilePixPayments } from '../src/modules/payments/index.js';
import { SANDBOX_PIX_SETTLE_MS } from '../src/providers/banking/index.js';
import { sandboxPixOut } from '../src/providers/banking/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

// Monday 23 November 2026, 12:00 in São Paulo (the day period).
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let admin: SessionResponse;

let keys = 0;
const pay = (key: string, amount: number) =>
  call(
    admin,
    'POST',
    '/api/payments/pix',
    { key, amount, paymentDate: businessDate(clock.now()), costCenter: 'administrativo' },
    { 'idempotency-key': `bank-${++keys}` },
  );
const balance = async (): Promise<number> => (await call(admin, 'GET', '/api/payments/balance')).json().available;
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: pixPayments.status }).from(pixPayments).where(eq(pixPayments.id, id)))[0]?.status;
/** Past the reconcile lease: what the job treats as an unknown outcome to look up. */
const pastLease = () => clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Banco', document: '34028316000103', domain: 'lojabanco.dev' });
  admin = shop.admin;
  await fund(t, admin, 300_000);
});
afterAll(() => t.close());

describe('the bank call, when it fails (docs/sandbox.md, "Pix out")', () => {
  it('keeps a lost answer as processing (money held), then the job finds it settled: paid once', async () => {
    const before = await balance();
    const sent = await pay('fornecedor@exemplo.com.br', 1_091);
    expect(sent.statusCode).toBe(201);
    const payment: PixPayment = sent.json();
    expect(payment.status).toBe('processing');
    expect(await balance()).toBe(before - 1_091);
    // Within the lease the job leaves it alone (the request may still be on its way).
    expect(await reconcilePixPayments(t.ctx)).toBe(0);
    pastLease();
    expect(await reconcilePixPayments(t.ctx)).toBe(1);
    expect(await statusOf(payment.id)).toBe('completed');
    const atBank = await t.ctx.db.select().from(sandboxPixOut).where(eq(sandboxPixOut.reference, payment.id));
    expect(atBank).toHaveLength(1);
    expect(await balance()).toBe(before - 1_091);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('sends a lost request again with the same reference and end-to-end id, once', async () => {
    const payment: PixPayment = (await pay('fornecedor@exemplo.com.br', 1_092)).json();
    expect(payment.status).toBe('processing');
    const send = vi.spyOn(t.ctx.banking, 'pixOut');
    pastLease();
    expect(await reconcilePixPayments(t.ctx)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ reference: payment.id, endToEndId: payment.endToEndId });
    send.mockRestore();
    expect(await statusOf(payment.id)).toBe('completed');
  });

  it('gives the money back once when the bank refuses, and tells the seller', async () => {
    const before = await balance();
    const sent = await pay('recusa@exemplo.com.br', 2_500);
    expect(sent.statusCode).toBe(201);
    const refused: PixPayment = sent.json();
    expect(refused).toMatchObject({ status: 'failed', failureReason: 'Conta do recebedor bloqueada' });
    expect(await balance()).toBe(before);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.sellerId, shop.sellerId));
    expect(told.filter((row) => JSON.stringify(row.variables).includes(refused.id))).toHaveLength(1);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('holds a Pix the bank accepted until it settles, and reverses one that comes back, once', async () => {
    const before = await balance();
    const slow: PixPayment = (await pay('em-analise@exemplo.com.br', 3_000)).json();
    const back: PixPayment = (await pay('devolve@exemplo.com.br', 4_000)).json();
    expect([slow.status, back.status]).toEqual(['processing', 'processing']);
    expect(await reconcilePixPayments(t.ctx)).toBe(0);
    clock.advance(SANDBOX_PIX_SETTLE_MS);
    // The job twice in a row (two workers, or a retry): the return is booked once.
    await Promise.all([reconcilePixPayments(t.ctx), reconcilePixPayments(t.ctx)]);
    await reconcilePixPayments(t.ctx);
    expect(await statusOf(slow.id)).toBe('completed');
    expect(await statusOf(back.id)).toBe('failed');
    expect(await balance()).toBe(before - 3_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('reconciles a payment whose process died between the debit and the bank call', async () => {
    const before = await balance();
    const crash = vi.spyOn(t.ctx.banking, 'pixOut').mockRejectedValueOnce(new Error('process killed'));
    const dead = await pay('fornecedor@exemplo.com.br', 5_000);
    // Whatever broke the call, its outcome is unknown: the debit committed with its intent, the
    // payment stays processing with the money held, and the bank never heard of it.
    expect(dead.json().status).toBe('processing');
    expect(crash).toHaveBeenCalledTimes(1);
    crash.mockRestore();
    const [row] = await t.ctx.db.select().from(pixPayments).where(eq(pixPayments.id, dead.json().id));
    expect(row?.status).toBe('processing');
    expect(await t.ctx.db.select().from(sandboxPixOut).where(eq(sandboxPixOut.reference, row!.id))).toEqual([]);
    expect(await balance()).toBe(before - 5_000);
    pastLease();
    expect(await reconcilePixPayments(t.ctx)).toBe(1);
    expect(await statusOf(row!.id)).toBe('completed');
    expect(await balance()).toBe(before - 5_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});

describe('money racing for the last of the balance or the limit', () => {
  it('lets exactly one of two payments for the last R$ 100 of the balance through', async () => {
    const available = await balance();
    // Leave R$ 150,00, then two payments of R$ 100,00 at once.
    expect((await pay('drena@exemplo.com.br', available - 15_000)).json().status).toBe('completed');
    const answers = await Promise.all([pay('a@exemplo.com.br', 10_000), pay('b@exemplo.com.br', 10_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await balance()).toBe(5_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it("lets exactly one of two payments for the last R$ 100 of the day's Pix limit through", async () => {
    await fund(t, admin, 2_000_000);
    // The day limit is R$ 10.000,00; what already left today counts.
    const used = await t.ctx.db.select({ amount: pixPayments.amount, status: pixPayments.status }).from(pixPayments);
    const spent = used
      .filter((row) => row.status === 'completed' || row.status === 'processing')
      .reduce((sum, row) => sum + row.amount, 0);
    const left = 1_000_000 - spent;
    expect((await pay('drena@exemplo.com.br', left - 15_000)).json().status).toBe('completed');
    const answers = await Promise.all([pay('a@exemplo.com.br', 10_000), pay('b@exemplo.com.br', 10_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.map((answer) => answer.json().errors?.[0]?.code).filter(Boolean)).toEqual(['PAY-006']);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});
