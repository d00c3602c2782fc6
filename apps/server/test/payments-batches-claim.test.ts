import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentBatch, PaymentBatchLinePage } from '@cofre/contract';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { paymentBatchLines, runBatch, sweepBatches } from '../src/modules/payment-batches/index.js';
import { boletoPayments, executeScheduledBoletos } from '../src/modules/payments/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { batchBoleto, paymentFileOf, upload } from './support/batches.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

/**
 * A batch's claim is paid set-wise (payments/batch-claim.ts): these are the paths where the set is not
 * simply paid together — the claim no longer fits the balance, a line waits for a later day, a line's
 * boleto is already being paid by another payment.
 */

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
const TODAY = '2026-11-23';
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;

const balance = async (): Promise<number> => (await call(shop.admin, 'GET', '/api/payments/balance')).json().available;
const linesOf = async (id: string): Promise<PaymentBatchLinePage> =>
  (await call(shop.admin, 'GET', `/api/payments/batches/${id}/lines?size=50`)).json();
const get = async (id: string): Promise<PaymentBatch> =>
  (await call(shop.admin, 'GET', `/api/payments/batches/${id}`)).json();

/** Each line's status and the return file's occurrence for it, in line order. */
const shown = async (id: string) =>
  (
    await t.ctx.db
      .select({ status: paymentBatchLines.status, occurrence: paymentBatchLines.occurrence })
      .from(paymentBatchLines)
      .where(eq(paymentBatchLines.batchId, id))
      .orderBy(paymentBatchLines.line)
  ).map((line) => [line.status, line.occurrence]);

async function submitted(lines: Parameters<typeof paymentFileOf>[0]): Promise<PaymentBatch> {
  const batch: PaymentBatch = (await upload(t, shop.admin, paymentFileOf(lines, TODAY))).json();
  const answer = await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/submission`);
  expect(answer.json()).toMatchObject({ status: 'processing' });
  return batch;
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Conjunto', document: '11444777000161', domain: 'conjunto.dev' });
  await fund(t, shop.admin, 100_000);
});
afterAll(() => t.close());

describe('a claim paid set-wise', () => {
  it('pays what still fits one by one when the balance fell after the approval, and says why the rest failed', async () => {
    const boletos = [10_000, 10_000, 10_000].map((amount) => batchBoleto(amount, '2026-11-30'));
    const batch = await submitted(
      boletos.map((boleto, index) => ({
        kind: 'boleto' as const,
        barcode: boleto.barcode,
        name: `Fornecedor ${index + 1}`,
        amount: 10_000,
        date: TODAY,
      })),
    );
    // Between the approval and the run, a Pix leaves all but R$ 250,00 of the balance.
    const left = await balance();
    const drained = await call(
      shop.admin,
      'POST',
      '/api/payments/pix',
      {
        key: 'fornecedor@exemplo.com.br',
        amount: left - 25_000,
        paymentDate: TODAY,
        costCenter: 'operacional',
        description: 'Adiantamento',
      },
      { 'idempotency-key': 'drain' },
    );
    expect(drained.json().status).toBe('completed');
    expect(await runBatch(t.ctx, batch.id)).toBe(3);
    const lines = (await linesOf(batch.id)).content;
    expect(await shown(batch.id)).toEqual([
      ['paid', '00'],
      ['paid', '00'],
      ['failed', '01'],
    ]);
    expect(lines[2]!.reason).toMatch(/^Saldo insuficiente/);
    expect(await get(batch.id)).toMatchObject({ status: 'completed', paidLines: 2, failedLines: 1 });
    expect(await balance()).toBe(5_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('schedules a line dated a later day; the morning job pays it and the batch completes then', async () => {
    await fund(t, shop.admin, 100_000);
    const before = await balance();
    const today = batchBoleto(4_000, '2026-11-30');
    const tomorrow = batchBoleto(6_000, '2026-11-30');
    const batch = await submitted([
      { kind: 'boleto', barcode: today.barcode, name: 'Hoje', amount: 4_000, date: TODAY },
      { kind: 'boleto', barcode: tomorrow.barcode, name: 'Amanhã', amount: 6_000, date: '2026-11-24' },
    ]);
    expect(await runBatch(t.ctx, batch.id)).toBe(2);
    expect(await shown(batch.id)).toEqual([
      ['paid', '00'],
      ['processing', 'CE'],
    ]);
    expect(await get(batch.id)).toMatchObject({ status: 'processing' });
    // Only today's line left the balance.
    expect(await balance()).toBe(before - 4_000);
    const [waiting] = await t.ctx.db.select().from(boletoPayments).where(eq(boletoPayments.barcode, tomorrow.barcode));
    expect(waiting?.status).toBe('scheduled');

    clock.set(new Date('2026-11-24T10:00:00Z')); // 07:00 in São Paulo
    shop.admin = await t.signIn('admin@conjunto.dev');
    shop.finance = await t.signIn('financeiro@conjunto.dev');
    expect(await executeScheduledBoletos(t.ctx)).toBe(1);
    expect(await sweepBatches(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await get(batch.id)).toMatchObject({ status: 'completed', paidLines: 2, failedLines: 0 });
    expect(await balance()).toBe(before - 10_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('fails only the line whose boleto another payment is paying, and pays the rest of the claim together', async () => {
    const today = businessDate(clock.now());
    const taken = batchBoleto(3_000, '2026-11-30');
    const free = batchBoleto(2_000, '2026-11-30');
    // The same boleto, submitted alone by FINANCE: waiting for approval, so it is live.
    const alone = await call(
      shop.finance,
      'POST',
      '/api/payments/boleto',
      { barcode: taken.line, amount: 3_000, paymentDate: today, costCenter: 'operacional' },
      { 'idempotency-key': 'alone' },
    );
    expect(alone.json().status, alone.body).toBe('pending_approval');
    const before = await balance();
    const batch = await submitted([
      { kind: 'boleto', barcode: taken.barcode, name: 'Já em pagamento', amount: 3_000, date: today },
      { kind: 'boleto', barcode: free.barcode, name: 'Livre', amount: 2_000, date: today },
    ]);
    expect(await runBatch(t.ctx, batch.id)).toBe(2);
    const lines = (await linesOf(batch.id)).content;
    expect(lines.map((line) => line.status)).toEqual(['failed', 'paid']);
    expect(lines[0]!.reason).toBe('Este boleto já tem um pagamento em andamento ou concluído.');
    expect(await balance()).toBe(before - 2_000);
    const payments = await t.ctx.db.select().from(boletoPayments).where(eq(boletoPayments.barcode, taken.barcode));
    expect(payments.map((row) => row.status)).toEqual(['pending_approval']);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});
