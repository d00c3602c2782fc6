import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeBankBoleto, type BoletoPayment, type SessionResponse } from '@cofre/contract';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { boletoPayments, reconcileBoletoPayments } from '../src/modules/payments/index.js';
import { AcquirerUnavailableError } from '../src/providers/acquirer/port.js';
import { SANDBOX_BOLETO_SETTLE_MS } from '../src/providers/banking/index.js';
import { sandboxBoletoPayments } from '../src/providers/banking/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let admin: SessionResponse;

let boletos = 0;
let keys = 0;
/** Pays a new boleto of this amount today (its centavos choose the sandbox's behaviour, docs/sandbox.md). */
const pay = (amount: number) => {
  const { line } = composeBankBoleto({
    bankCode: '237',
    dueDate: '2026-12-10',
    amount,
    freeField: String(++boletos).padStart(25, '3'),
  });
  return call(
    admin,
    'POST',
    '/api/payments/boleto',
    { barcode: line, amount, paymentDate: businessDate(clock.now()), costCenter: 'operacional' },
    { 'idempotency-key': `boleto-bank-${++keys}` },
  );
};
const balance = async (): Promise<number> => (await call(admin, 'GET', '/api/payments/balance')).json().available;
const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: boletoPayments.status }).from(boletoPayments).where(eq(boletoPayments.id, id)))[0]
    ?.status;
const atBank = (id: string) =>
  t.ctx.db.select().from(sandboxBoletoPayments).where(eq(sandboxBoletoPayments.reference, id));
const pastLease = () => clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Contas', document: '11444777000161', domain: 'contas.dev' });
  admin = shop.admin;
  await fund(t, admin, 300_000);
});
afterAll(() => t.close());

describe('the bill payment, when the bank call fails (docs/sandbox.md, "Banking: boletos")', () => {
  it('keeps a lost answer as processing (money held), then the job finds it paid: paid once', async () => {
    const before = await balance();
    const payment: BoletoPayment = (await pay(1_091)).json();
    expect(payment.status).toBe('processing');
    expect(await balance()).toBe(before - 1_091);
    expect(await reconcileBoletoPayments(t.ctx)).toBe(0);
    pastLease();
    expect(await reconcileBoletoPayments(t.ctx)).toBe(1);
    expect(await statusOf(payment.id)).toBe('completed');
    expect(await atBank(payment.id)).toHaveLength(1);
    expect(await balance()).toBe(before - 1_091);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('sends a lost request again under the same reference, once, and keeps its authentication', async () => {
    const payment: BoletoPayment = (await pay(1_092)).json();
    expect([payment.status, payment.authenticationCode]).toEqual(['processing', null]);
    const send = vi.spyOn(t.ctx.banking, 'payBoleto');
    pastLease();
    expect(await reconcileBoletoPayments(t.ctx)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ reference: payment.id, amount: 1_092 });
    send.mockRestore();
    const [row] = await t.ctx.db.select().from(boletoPayments).where(eq(boletoPayments.id, payment.id));
    expect(row?.status).toBe('completed');
    expect(row?.authenticationCode).toBe((await atBank(payment.id))[0]?.authenticationCode);
  });

  it('gives the money back once when the bank refuses, and tells the seller', async () => {
    const before = await balance();
    const refused: BoletoPayment = (await pay(2_584)).json();
    expect(refused).toMatchObject({ status: 'failed', failureReason: 'Boleto recusado pelo banco do beneficiário' });
    expect(await balance()).toBe(before);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.sellerId, shop.sellerId));
    const about = told.filter((row) => JSON.stringify(row.variables).includes(refused.id));
    expect(about.map((row) => row.type)).toEqual(['NOTIFICATION_BOLETO_PAYMENT']);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('holds a payment the bank accepted until it settles, and reverses one that comes back, once', async () => {
    const before = await balance();
    const slow: BoletoPayment = (await pay(3_086)).json();
    const back: BoletoPayment = (await pay(4_085)).json();
    expect([slow.status, back.status]).toEqual(['processing', 'processing']);
    expect(await reconcileBoletoPayments(t.ctx)).toBe(0);
    clock.advance(SANDBOX_BOLETO_SETTLE_MS);
    await Promise.all([reconcileBoletoPayments(t.ctx), reconcileBoletoPayments(t.ctx)]);
    await reconcileBoletoPayments(t.ctx);
    expect(await statusOf(slow.id)).toBe('completed');
    expect(await statusOf(back.id)).toBe('failed');
    expect(await balance()).toBe(before - 3_086);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('reconciles a payment whose bank call broke after the debit: the bank never heard of it, it is sent then', async () => {
    const before = await balance();
    const broken = vi.spyOn(t.ctx.banking, 'payBoleto').mockRejectedValueOnce(new AcquirerUnavailableError('NETWORK'));
    const dead: BoletoPayment = (await pay(5_000)).json();
    expect(dead.status).toBe('processing');
    broken.mockRestore();
    expect(await atBank(dead.id)).toEqual([]);
    expect(await balance()).toBe(before - 5_000);
    pastLease();
    expect(await reconcileBoletoPayments(t.ctx)).toBe(1);
    expect(await statusOf(dead.id)).toBe('completed');
    expect(await balance()).toBe(before - 5_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});

describe('money racing for the last of the balance', () => {
  it('lets exactly one of two boletos for the last R$ 100 of the balance through', async () => {
    const available = await balance();
    expect((await pay(available - 15_000)).json().status).toBe('completed');
    const answers = await Promise.all([pay(10_000), pay(10_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.map((answer) => answer.json().errors?.[0]?.code).filter(Boolean)).toEqual(['PAY-003']);
    expect(await balance()).toBe(5_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});
