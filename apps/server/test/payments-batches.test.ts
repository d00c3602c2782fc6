import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentBatch, PaymentBatchLinePage, PaymentBatchPage, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { CNAB400_REFUSAL, parseCnab240, splitOccurrences } from '../src/lib/cnab/index.js';
import { checkLedger } from '../src/modules/ledger/index.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { runBatch } from '../src/modules/payment-batches/index.js';
import { boletoPayments, pixPayments } from '../src/modules/payments/index.js';
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
let outsider: SessionResponse;

const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
const balance = async (): Promise<number> => (await call(shop.admin, 'GET', '/api/payments/balance')).json().available;
const linesOf = async (id: string, query = 'size=200'): Promise<PaymentBatchLinePage> =>
  (await call(shop.admin, 'GET', `/api/payments/batches/${id}/lines?${query}`)).json();
const get = async (id: string): Promise<PaymentBatch> =>
  (await call(shop.admin, 'GET', `/api/payments/batches/${id}`)).json();

/** A file of three Pix, a boleto and a utility bill that pay, and four lines that cannot. */
function mixedFile(tag: string) {
  return paymentFileOf(
    [
      {
        kind: 'pix',
        key: 'fornecedor@exemplo.com.br',
        name: 'Fornecedor',
        amount: 10_000,
        date: TODAY,
        reference: `${tag}-1`,
      },
      { kind: 'pix', key: '+5511987651234', name: 'Motoboy', amount: 2_500, date: TODAY, reference: `${tag}-2` },
      { kind: 'pix', key: '45723174000110', name: 'Gráfica', amount: 7_700, date: TODAY, reference: `${tag}-3` },
      { kind: 'pix', key: 'nao-e-chave', name: 'Chave ruim', amount: 1_000, date: TODAY, reference: `${tag}-4` },
      { kind: 'pix', key: 'antigo@exemplo.com.br', name: 'Data passada', amount: 1_000, date: '2026-11-20' },
      { kind: 'ted', name: 'Transportadora', amount: 50_000, date: TODAY },
      {
        kind: 'boleto',
        barcode: batchBoleto(12_000, '2026-11-30').barcode,
        name: 'Papelaria',
        amount: 12_000,
        date: TODAY,
      },
      {
        kind: 'boleto',
        barcode: '34190000000000000000000000000000000000000000',
        name: 'Ruim',
        amount: 3_000,
        date: TODAY,
      },
      {
        kind: 'utility',
        barcode: '84610000000246100291100054603390069589506108',
        name: 'Telefonia',
        amount: 2_461,
        date: TODAY,
      },
    ],
    TODAY,
  );
}
const VALID_TOTAL = 10_000 + 2_500 + 7_700 + 12_000 + 2_461;

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Lotes', document: '11444777000161', domain: 'lotes.dev' });
  await fund(t, shop.admin, 500_000);
  outsider = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('uploading a CNAB 240 file (D4)', () => {
  it('validates every line before anything is paid: a summary, and each bad line with its reason', async () => {
    const before = await balance();
    const response = await upload(t, shop.finance, mixedFile('A'), 'remessa-novembro.txt');
    expect(response.statusCode).toBe(201);
    const batch: PaymentBatch = response.json();
    expect(batch).toMatchObject({
      fileName: 'remessa-novembro.txt',
      status: 'validated',
      lines: 9,
      validLines: 5,
      invalidLines: 4,
      totalAmount: VALID_TOTAL,
      actions: { submit: true, approve: false, cancel: true, returnFile: false },
    });
    expect(await balance()).toBe(before);
    const lines = await linesOf(batch.id);
    const invalid = lines.content.filter((line) => line.status === 'invalid');
    expect(invalid.map((line) => line.reason)).toEqual([
      'Chave PIX inválida',
      'A data de pagamento deve ser hoje ou uma data futura',
      expect.stringMatching(/^Transferências por dados bancários/),
      'Código de barras inválido',
    ]);
    expect(lines.content.filter((line) => line.status === 'valid').map((line) => line.kind)).toEqual([
      'pix',
      'pix',
      'pix',
      'boleto',
      'utility',
    ]);
    expect((await linesOf(batch.id, 'status=invalid')).totalElements).toBe(4);
    expect(batch.errors.map((error) => error.line)).toEqual(invalid.map((line) => line.line));
  });

  it('refuses a file over 5 MB, of another type or empty, and marks a CNAB 400 or a broken file invalid', async () => {
    const big = await upload(t, shop.admin, Buffer.alloc(5 * 1024 * 1024 + 100_000, 'x'));
    expect([big.statusCode, codeOf(big)]).toEqual([400, 'PAY-032']);
    const pdf = await upload(t, shop.admin, mixedFile('B'), 'remessa.pdf');
    expect([pdf.statusCode, pdf.json().errors[0].description]).toEqual([
      400,
      'Envie um arquivo CNAB .txt, .ret ou .cnab.',
    ]);
    const empty = await upload(t, shop.admin, Buffer.alloc(0), 'vazio.txt');
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, 'PAY-033']);
    const cnab400 = await upload(
      t,
      shop.admin,
      Buffer.from(`${'0'.repeat(400)}\r\n${'9'.repeat(400)}\r\n`),
      'cobranca.ret',
    );
    expect(cnab400.json()).toMatchObject({ status: 'invalid', validLines: 0, errors: [{ reason: CNAB400_REFUSAL }] });
    // A batch trailer whose total does not match its lines: nothing in the file is paid.
    const text = mixedFile('C').toString('latin1').split('\r\n');
    const trailer = text.findIndex((line) => line[7] === '5');
    text[trailer] = `${text[trailer]!.slice(0, 23)}${'1'.padStart(18, '0')}${text[trailer]!.slice(41)}`;
    const broken: PaymentBatch = (await upload(t, shop.admin, Buffer.from(text.join('\r\n'), 'latin1'))).json();
    expect(broken).toMatchObject({ status: 'invalid', validLines: 0, actions: { submit: false } });
    expect(broken.errors.map((error) => error.reason)).toContainEqual(expect.stringMatching(/não confere/));
    const submit = await call(shop.admin, 'POST', `/api/payments/batches/${broken.id}/submission`);
    expect([submit.statusCode, codeOf(submit)]).toEqual([409, 'PAY-034']);
  });

  it('recognises the same file uploaded again, and takes it when the seller confirms', async () => {
    const file = mixedFile('D');
    expect((await upload(t, shop.admin, file)).statusCode).toBe(201);
    const again = await upload(t, shop.admin, file);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'PAY-031']);
    expect(again.json().errors[0].description).toBe(
      'Este arquivo já foi enviado em 23/11/2026. Confirme para enviá-lo de novo.',
    );
    expect((await upload(t, shop.admin, file, 'pagamentos.txt', '&confirmDuplicate=true')).statusCode).toBe(201);
  });
});

describe('paying a batch', () => {
  it('pays each valid line once as a payment of its own, completes, tells the seller and writes the return file', async () => {
    const before = await balance();
    const batch: PaymentBatch = (await upload(t, shop.admin, mixedFile('E'), 'remessa-e.txt')).json();
    const submitted = await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/submission`);
    expect(submitted.json()).toMatchObject({ status: 'processing', approvedBy: { id: shop.admin.idUser } });
    expect(await runBatch(t.ctx, batch.id)).toBe(5);
    // A second run (the sweep, a retried job) pays nothing again.
    expect(await runBatch(t.ctx, batch.id)).toBe(0);
    const done = await get(batch.id);
    expect(done).toMatchObject({ status: 'completed', paidLines: 5, failedLines: 0, paidAmount: VALID_TOTAL });
    expect(await balance()).toBe(before - VALID_TOTAL);
    const pix = await t.ctx.db.select().from(pixPayments).where(eq(pixPayments.batchId, batch.id));
    const bills = await t.ctx.db.select().from(boletoPayments).where(eq(boletoPayments.batchId, batch.id));
    expect([pix.length, bills.length]).toEqual([3, 2]);
    expect([...pix, ...bills].every((payment) => payment.status === 'completed')).toBe(true);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_PAYMENT_BATCH')));
    expect(told.filter((row) => JSON.stringify(row.variables).includes(batch.id))).toHaveLength(1);
    const file = await call(shop.admin, 'GET', `/api/payments/batches/${batch.id}/return-file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('remessa-e-retorno.ret');
    const parsed = parseCnab240(file.rawPayload.toString('latin1'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.header?.remittanceReturnCode).toBe(2);
    const outcomes = parsed.batches
      .flatMap((group) => group.details)
      .filter((detail) => detail.segment === 'A' || detail.segment === 'J' || detail.segment === 'O')
      .map((detail) => splitOccurrences((detail.fields as { occurrences: string }).occurrences)[0]);
    expect(outcomes).toEqual(['00', '00', '00', 'PM', 'AP', 'PL', '00', 'CC', '00']);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('checks the whole batch against the balance before its first line is paid', async () => {
    const left = await balance();
    const file = paymentFileOf(
      [
        { kind: 'pix', key: 'fornecedor@exemplo.com.br', name: 'A', amount: 5_000, date: TODAY },
        { kind: 'boleto', barcode: batchBoleto(left, '2026-11-30').barcode, name: 'B', amount: left, date: TODAY },
      ],
      TODAY,
    );
    const batch: PaymentBatch = (await upload(t, shop.admin, file)).json();
    const refused = await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/submission`);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PAY-003']);
    expect((await get(batch.id)).status).toBe('validated');
    expect(await balance()).toBe(left);
  });
});

describe('maker-checker on a batch (D3: one approval for its total)', () => {
  it('keeps a FINANCE submission waiting; another person approves it, never the submitter', async () => {
    const batch: PaymentBatch = (await upload(t, shop.finance, mixedFile('F'))).json();
    const waiting = await call(shop.finance, 'POST', `/api/payments/batches/${batch.id}/submission`);
    expect(waiting.json()).toMatchObject({ status: 'pending_approval', submittedBy: { id: shop.finance.idUser } });
    const told = await t.ctx.db
      .select({ userId: notifications.userId, variables: notifications.variables })
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_PAYMENT_BATCH')));
    expect(
      told
        .filter((row) => JSON.stringify(row.variables).includes(batch.id))
        .map((row) => row.userId)
        .sort(),
    ).toEqual([shop.admin.idUser, shop.admin2.idUser].sort());
    expect((await call(shop.finance, 'POST', `/api/payments/batches/${batch.id}/approval`)).statusCode).toBe(403);
    const seen = await get(batch.id);
    expect(seen.actions).toMatchObject({ approve: true, reject: true, cancel: true });
    const approved = await call(shop.admin, 'POST', `/api/payments/batches/${batch.id}/approval`);
    expect(approved.json()).toMatchObject({ status: 'processing', approvedBy: { id: shop.admin.idUser } });
    const twice = await call(shop.admin2, 'POST', `/api/payments/batches/${batch.id}/approval`);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'PAY-005']);
    await runBatch(t.ctx, batch.id);
    expect((await get(batch.id)).status).toBe('completed');
  });

  it('refuses the submitter approving their own batch under the policy, rejects with a reason, cancels before it starts', async () => {
    expect(
      (await call(shop.admin, 'PUT', '/api/payments/pix/approval-policy', { required: true, threshold: 0 })).statusCode,
    ).toBe(200);
    const own: PaymentBatch = (await upload(t, shop.admin, mixedFile('G'))).json();
    expect((await call(shop.admin, 'POST', `/api/payments/batches/${own.id}/submission`)).json().status).toBe(
      'pending_approval',
    );
    const self = await call(shop.admin, 'POST', `/api/payments/batches/${own.id}/approval`);
    expect([self.statusCode, codeOf(self)]).toEqual([409, 'PAY-004']);
    const noReason = await call(shop.admin2, 'POST', `/api/payments/batches/${own.id}/rejection`, { reason: ' ' });
    expect([noReason.statusCode, noReason.json().errors[0].description]).toEqual([
      400,
      'Informe o motivo da rejeição.',
    ]);
    const rejected = await call(shop.admin2, 'POST', `/api/payments/batches/${own.id}/rejection`, {
      reason: 'Fornecedor fora do cadastro',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Fornecedor fora do cadastro' });
    const draft: PaymentBatch = (await upload(t, shop.finance, mixedFile('H'))).json();
    const cancelled = await call(shop.finance, 'POST', `/api/payments/batches/${draft.id}/cancellation`);
    expect(cancelled.json().status).toBe('cancelled');
    const late = await call(shop.finance, 'POST', `/api/payments/batches/${draft.id}/submission`);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'PAY-035']);
    const notYet = await call(shop.admin, 'GET', `/api/payments/batches/${draft.id}/return-file`);
    expect([notYet.statusCode, codeOf(notYet)]).toEqual([409, 'PAY-036']);
    await call(shop.admin, 'PUT', '/api/payments/pix/approval-policy', { required: false, threshold: 0 });
  });
});

describe('the file list', () => {
  it('searches by name, filters by status and sorts on the server', async () => {
    const list = async (query: string): Promise<PaymentBatchPage> =>
      (await call(shop.admin, 'GET', `/api/payments/batches?${query}`)).json();
    expect((await list('search=novembro')).content.map((batch) => batch.fileName)).toEqual(['remessa-novembro.txt']);
    const completed = await list('status=completed');
    expect(completed.content.length).toBeGreaterThanOrEqual(2);
    expect(completed.content.every((batch) => batch.status === 'completed')).toBe(true);
    const bySize = await list('sort=totalAmount,desc&size=100');
    const totals = bySize.content.map((batch) => batch.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await call(shop.admin, 'GET', '/api/payments/batches?sort=nome')).statusCode).toBe(400);
  });

  it("keeps another seller's batches and a SALE user out", async () => {
    const mine: PaymentBatch = (await upload(t, shop.finance, mixedFile('I'))).json();
    for (const [method, path, body] of [
      ['GET', `/api/payments/batches/${mine.id}`, undefined],
      ['GET', `/api/payments/batches/${mine.id}/lines`, undefined],
      ['POST', `/api/payments/batches/${mine.id}/submission`, undefined],
      ['POST', `/api/payments/batches/${mine.id}/approval`, undefined],
      ['POST', `/api/payments/batches/${mine.id}/rejection`, { reason: 'Não' }],
      ['POST', `/api/payments/batches/${mine.id}/cancellation`, undefined],
      ['GET', `/api/payments/batches/${mine.id}/return-file`, undefined],
    ] as const) {
      const answer = await call(outsider, method, path, body);
      expect([path, answer.statusCode, codeOf(answer)]).toEqual([path, 404, 'PAY-030']);
    }
    expect((await call(outsider, 'GET', '/api/payments/batches?size=100')).json().content).not.toContainEqual(
      expect.objectContaining({ id: mine.id }),
    );
    expect((await call(shop.sale, 'GET', '/api/payments/batches')).statusCode).toBe(403);
    expect((await upload(t, shop.sale, mixedFile('J'))).statusCode).toBe(403);
  });
});
