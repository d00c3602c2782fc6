import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentBatch, PaymentBatchLinePage } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import type { PaymentFileLine } from '../src/lib/cnab/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { runBatch, settleBatch, sweepBatches } from '../src/modules/payment-batches/index.js';
import {
  boletoPayments,
  pixPayments,
  reconcileBoletoPayments,
  reconcilePixPayments,
} from '../src/modules/payments/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { batchBoleto, paymentFileOf, upload } from './support/batches.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
const TODAY = '2026-11-23';
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;

const balance = async (): Promise<number> => (await call(shop.admin, 'GET', '/api/payments/balance')).json().available;

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Escala', document: '34028316000103', domain: 'escala.dev' });
  await fund(t, shop.admin, 2_000_000);
});
afterAll(() => t.close());

/** How many payments each line of the batch has (every one must have exactly one). */
async function paymentsPerLine(batchId: string): Promise<number[]> {
  const count = async (table: typeof pixPayments | typeof boletoPayments) =>
    t.ctx.db
      .select({ line: table.batchLine, count: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.sellerId, shop.sellerId), eq(table.batchId, batchId)))
      .groupBy(table.batchLine);
  return [...(await count(pixPayments)), ...(await count(boletoPayments))].map((row) => row.count);
}

// 1,000 lines take about 23 s on PGlite's one connection: the PostgreSQL run holds this one (where
// the two runners really race); the lost-answer test below runs on both.
describe.skipIf(!process.env.DATABASE_URL)('a batch of 1,000 lines', () => {
  it('pays the 997 valid lines once each, the 3 bad ones never, with the books balanced', async () => {
    const before = await balance();
    const lines: PaymentFileLine[] = Array.from({ length: 1_000 }, (_, index): PaymentFileLine => {
      if (index === 10) return { kind: 'pix', key: 'nao-e-chave', name: 'Ruim', amount: 100, date: TODAY };
      if (index === 500) return { kind: 'ted', name: 'Ruim', amount: 100, date: TODAY };
      if (index === 990) return { kind: 'pix', key: 'x@exemplo.com.br', name: 'Ruim', amount: 100, date: '2026-11-01' };
      // Half Pix (R$ 1,00 each, within the day's Pix limit), half boletos (R$ 1,00 to R$ 5,00).
      return index % 2 === 0
        ? {
            kind: 'pix',
            key: `fornecedor${index}@exemplo.com.br`,
            name: `Fornecedor ${index}`,
            amount: 100,
            date: TODAY,
          }
        : {
            kind: 'boleto',
            barcode: batchBoleto(100 + (index % 5) * 100, '2026-11-30').barcode,
            name: 'Boleto',
            amount: 100 + (index % 5) * 100,
            date: TODAY,
          };
    });
    const total = lines.reduce((sum, line, index) => ([10, 500, 990].includes(index) ? sum : sum + line.amount), 0);
    const batch: PaymentBatch = (await upload(t, shop.admin, paymentFileOf(lines, TODAY), 'mil-linhas.txt')).json();
    expect(batch).toMatchObject({ lines: 1_000, validLines: 997, invalidLines: 3, totalAmount: total });
    expect((await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/submission`)).json().status).toBe(
      'processing',
    );
    // Two runners at once (the queued job and the sweep): each line is taken by one of them.
    const paid = await Promise.all([runBatch(t.ctx, batch.id), runBatch(t.ctx, batch.id)]);
    expect(paid[0] + paid[1]).toBe(997);
    const perLine = await paymentsPerLine(batch.id);
    expect([perLine.length, perLine.every((count) => count === 1)]).toEqual([997, true]);
    expect((await call(shop.admin, 'GET', `/api/payments/batches/${batch.id}`)).json()).toMatchObject({
      status: 'completed',
      paidLines: 997,
      failedLines: 0,
      paidAmount: total,
    });
    expect(await balance()).toBe(before - total);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});

describe('lines whose bank answer is lost', () => {
  it('stay processing with the money held, and the batch completes once the reconcilers find them paid', async () => {
    const before = await balance();
    const lines: PaymentFileLine[] = [
      { kind: 'pix', key: 'perdida@exemplo.com.br', name: 'Resposta perdida', amount: 1_091, date: TODAY },
      { kind: 'pix', key: 'pedido@exemplo.com.br', name: 'Pedido perdido', amount: 1_092, date: TODAY },
      { kind: 'boleto', barcode: batchBoleto(2_091, '2026-11-30').barcode, name: 'Boleto', amount: 2_091, date: TODAY },
      {
        kind: 'boleto',
        barcode: batchBoleto(2_584, '2026-11-30').barcode,
        name: 'Recusado',
        amount: 2_584,
        date: TODAY,
      },
      { kind: 'pix', key: 'certo@exemplo.com.br', name: 'Certo', amount: 1_000, date: TODAY },
    ];
    const batch: PaymentBatch = (await upload(t, shop.admin, paymentFileOf(lines, TODAY), 'perdas.txt')).json();
    await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/submission`);
    await runBatch(t.ctx, batch.id);
    const shown = async (): Promise<PaymentBatchLinePage> =>
      (await call(shop.admin, 'GET', `/api/payments/batches/${batch.id}/lines`)).json();
    // The file groups its lines by kind: the three Pix, then the two boletos.
    expect((await shown()).content.map((line) => [line.amount, line.status])).toEqual([
      [1_091, 'processing'],
      [1_092, 'processing'],
      [1_000, 'paid'],
      [2_091, 'processing'],
      [2_584, 'failed'],
    ]);
    expect((await shown()).content[4]?.reason).toBe('Boleto recusado pelo banco do beneficiário');
    expect(await balance()).toBe(before - 1_091 - 1_092 - 2_091 - 1_000);
    expect(await settleBatch(t.ctx, batch.id)).toBe(false);
    clock.advance(t.ctx.config.reconcileLeaseMs + 1_000);
    await reconcilePixPayments(t.ctx);
    await reconcileBoletoPayments(t.ctx);
    await sweepBatches(t.ctx);
    expect((await shown()).content.map((line) => line.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'failed']);
    expect((await call(shop.admin, 'GET', `/api/payments/batches/${batch.id}`)).json().status).toBe('completed');
    expect(await paymentsPerLine(batch.id)).toEqual([1, 1, 1, 1, 1]);
    expect(await balance()).toBe(before - 1_091 - 1_092 - 2_091 - 1_000);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });
});
