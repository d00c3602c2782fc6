import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOLETO_PAYMENT_MESSAGES,
  composeBankBoleto,
  formatBRL,
  type BoletoCheck,
  type BoletoPayment,
  type BoletoPaymentPage,
  type SessionResponse,
} from '@cofre/contract';
import { businessDate } from '../src/lib/business-date.js';
import { ManualClock } from '../src/lib/clock.js';
import { checkLedger, postings } from '../src/modules/ledger/index.js';
import { statusChanges } from '../src/modules/lifecycle/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { executeScheduledBoletos } from '../src/modules/payments/index.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { fund, payingSeller, type PayingSeller } from './support/payments.js';
import { pdfText } from './support/pdf.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let shop: PayingSeller;
let outsider: SessionResponse;

/** A utility bill of R$ 24,61 (FEBRABAN's example line, segment 4). */
const UTILITY_LINE = '846100000005246100291102005460339004695895061080';
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;
const descriptionOf = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors[0]?.description;

let boletos = 0;
/** A new Itaú boleto (each its own free field, so none is a payment of another). */
const boleto = (amount: number, dueDate = '2026-11-30') =>
  composeBankBoleto({ bankCode: '341', dueDate, amount, freeField: String(++boletos).padStart(25, '7') });
let keys = 0;
const pay = (session: SessionResponse, body: Record<string, unknown>, key = `b-${++keys}`) =>
  call(session, 'POST', '/api/payments/boleto', body, { 'idempotency-key': key });
const payment = (line: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  barcode: line,
  amount,
  paymentDate: businessDate(clock.now()),
  costCenter: 'administrativo',
  description: 'Material de escritório',
  ...overrides,
});
const check = (session: SessionResponse, barcode: string, paymentDate?: string) =>
  call(session, 'POST', '/api/payments/boleto/check', { barcode, ...(paymentDate ? { paymentDate } : {}) });
const balance = async (session: SessionResponse): Promise<number> =>
  (await call(session, 'GET', '/api/payments/balance')).json().available;
const setPolicy = (session: SessionResponse, required: boolean, threshold = 0) =>
  call(session, 'PUT', '/api/payments/pix/approval-policy', { required, threshold });

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  shop = await payingSeller(t, { name: 'Loja Boletos', document: '34028316000103', domain: 'boletos.dev' });
  await fund(t, shop.admin, 500_000);
  outsider = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('checking a boleto (spec 4 §7, §8; D25)', () => {
  it('reads the 47-digit line, the 44-digit barcode and the 48-digit utility line alike', async () => {
    const line = boleto(15_000);
    const byLine = await check(shop.admin, line.formatted);
    expect(byLine.statusCode).toBe(200);
    const checked: BoletoCheck = byLine.json();
    expect(checked).toMatchObject({
      barcode: line.barcode,
      line: line.line,
      kind: 'bank',
      dueDate: '2026-11-30',
      finalPaymentDate: '2026-12-30',
      nominalAmount: 15_000,
      fine: 0,
      interest: 0,
      amount: 15_000,
      minAmount: 15_000,
      maxAmount: 15_000,
      status: 'open',
    });
    expect(checked.bank).toMatch(/Itaú/i);
    expect(checked.payee).not.toBe('');
    expect(checked.payeeDocument).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\*{4}-\*{2}$/);
    expect((await check(shop.admin, line.barcode)).json()).toEqual(checked);
    const utility = await check(shop.admin, UTILITY_LINE);
    expect(utility.json()).toMatchObject({ kind: 'utility', amount: 2_461, dueDate: null, finalPaymentDate: null });
    expect((await check(shop.admin, utility.json().barcode)).json().line).toBe(utility.json().barcode);
  });

  it('adds the fine and the interest of a late payment, and refuses one past its last day', async () => {
    const late = boleto(30_000, '2026-11-13');
    const checked: BoletoCheck = (await check(shop.admin, late.line)).json();
    // 10 days late: 2 % fine (R$ 6,00) and 1 % a month pro rata (R$ 1,00).
    expect(checked).toMatchObject({ fine: 600, interest: 100, amount: 30_700, minAmount: 30_700 });
    const expired = await check(shop.admin, boleto(30_000, '2026-10-01').line);
    expect([expired.statusCode, codeOf(expired)]).toEqual([409, 'PAY-023']);
    expect(descriptionOf(expired)).toBe('Este boleto venceu em 01/10/2026 e só podia ser pago até 31/10/2026.');
  });

  it("says the spec's words for a line that is none, a boleto not found, one already paid, and no answer", async () => {
    const wrong = line47WithBadDigit();
    const invalid = await check(shop.admin, wrong);
    expect([invalid.statusCode, descriptionOf(invalid)]).toEqual([400, BOLETO_PAYMENT_MESSAGES.barcodeInvalid]);
    const empty = await call(shop.admin, 'POST', '/api/payments/boleto/check', {});
    expect(descriptionOf(empty)).toBe(BOLETO_PAYMENT_MESSAGES.barcodeRequired);
    const missing = await check(shop.admin, boleto(10_082).line);
    expect([missing.statusCode, codeOf(missing), descriptionOf(missing)]).toEqual([
      404,
      'PAY-021',
      BOLETO_PAYMENT_MESSAGES.notFound,
    ]);
    const paid = await check(shop.admin, boleto(10_081).line);
    expect([paid.statusCode, codeOf(paid)]).toEqual([409, 'PAY-022']);
    const silent = await check(shop.admin, boleto(10_083).line);
    expect([silent.statusCode, codeOf(silent), descriptionOf(silent)]).toEqual([
      503,
      'PAY-025',
      BOLETO_PAYMENT_MESSAGES.checkError,
    ]);
  });
});

/** A valid line with its last field's check digit changed. */
function line47WithBadDigit(): string {
  const { line } = boleto(5_000);
  const digit = (Number(line[31]) + 1) % 10;
  return line.slice(0, 31) + digit + line.slice(32);
}

describe('paying a boleto (D5)', () => {
  it('refuses each missing field with the spec message, a past date, an amount not accepted and more than the balance', async () => {
    const line = boleto(20_000).line;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ barcode: '' }, BOLETO_PAYMENT_MESSAGES.barcodeRequired],
      [{ amount: 0 }, BOLETO_PAYMENT_MESSAGES.amountRequired],
      [{ paymentDate: '' }, BOLETO_PAYMENT_MESSAGES.dateRequired],
      [{ costCenter: undefined }, BOLETO_PAYMENT_MESSAGES.costCenterRequired],
    ];
    for (const [overrides, message] of cases) {
      const refused = await pay(shop.admin, payment(line, 20_000, overrides));
      expect([refused.statusCode, descriptionOf(refused)]).toEqual([400, message]);
    }
    const past = await pay(shop.admin, payment(line, 20_000, { paymentDate: '2026-11-20' }));
    expect([past.statusCode, codeOf(past)]).toEqual([400, 'PAY-002']);
    const other = await pay(shop.admin, payment(line, 19_999));
    expect([other.statusCode, codeOf(other), descriptionOf(other)]).toEqual([
      409,
      'PAY-024',
      `O beneficiário só aceita ${formatBRL(20_000)} para este boleto nesta data.`,
    ]);
    const huge = boleto(9_000_000).line;
    const short = await pay(shop.admin, payment(huge, 9_000_000));
    expect([short.statusCode, codeOf(short)]).toEqual([409, 'PAY-003']);
    expect(descriptionOf(short)).toMatch(/^Saldo insuficiente para realizar o pagamento\. Saldo disponível: R\$/);
  });

  it('pays today at once: debited, completed with the authentication, a statement line and a receipt', async () => {
    const before = await balance(shop.admin);
    const line = boleto(12_345);
    const response = await pay(shop.admin, payment(line.formatted, 12_345));
    expect(response.statusCode).toBe(201);
    const paid: BoletoPayment = response.json();
    expect(paid).toMatchObject({ status: 'completed', amount: 12_345, barcode: line.barcode, kind: 'bank' });
    expect(paid.authenticationCode).toMatch(/^([0-9A-F]{4}\.){7}[0-9A-F]{4}$/);
    expect(paid.actions).toEqual({ approve: false, reject: false, cancel: false, receipt: true });
    expect(await balance(shop.admin)).toBe(before - 12_345);
    const lines = await t.ctx.db
      .select()
      .from(postings)
      .where(and(eq(postings.sellerId, shop.sellerId), eq(postings.statementType, 'DEBIT_BOLETO')));
    expect(lines.some((posting) => posting.amount === -12_345)).toBe(true);
    const receipt = await call(shop.admin, 'GET', `/api/payments/boleto/${paid.id}/receipt`);
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Comprovante de pagamento');
    expect(text).toContain(paid.authenticationCode!);
    expect(text).toContain(paid.payee);
    expect(text).toContain(line.formatted);
    // The same boleto cannot be paid twice.
    const again = await pay(shop.admin, payment(line.line, 12_345));
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'PAY-027']);
    expect(await checkLedger(t.ctx)).toEqual([]);
  });

  it('pays a utility bill read from its 44 digits, and answers a repeated Idempotency-Key with the same payment', async () => {
    const before = await balance(shop.admin);
    const barcode: string = (await check(shop.admin, UTILITY_LINE)).json().barcode;
    const first = await pay(shop.admin, payment(barcode, 2_461), 'same-bill');
    const again = await pay(shop.admin, payment(barcode, 2_461), 'same-bill');
    // Read from a scanner, a utility bill has no digitable line to show: its 44 digits stand for it.
    expect(first.json()).toMatchObject({ status: 'completed', kind: 'utility', line: barcode });
    expect(again.json().id).toBe(first.json().id);
    expect(await balance(shop.admin)).toBe(before - 2_461);
  });

  it('schedules a later day and executes it once on that morning; one the balance no longer covers fails, told', async () => {
    const later = await pay(shop.admin, payment(boleto(3_000).line, 3_000, { paymentDate: '2026-11-25' }));
    // Scheduled a minute after it: a seller's scheduled payments are debited in that order.
    clock.set(new Date(clock.now().getTime() + 60_000));
    const tooBig = await pay(shop.admin, payment(boleto(4_000).line, 4_000, { paymentDate: '2026-11-25' }));
    expect([later.json().status, tooBig.json().status]).toEqual(['scheduled', 'scheduled']);
    expect(await executeScheduledBoletos(t.ctx)).toBe(0);
    clock.set(new Date('2026-11-25T10:00:00Z'));
    shop.admin = await t.signIn('admin@boletos.dev');
    const left = await balance(shop.admin);
    const drain = await call(
      shop.admin,
      'POST',
      '/api/payments/pix',
      { key: 'drena@exemplo.com.br', amount: left - 3_000 - 2_000, paymentDate: '2026-11-25', costCenter: 'vendas' },
      { 'idempotency-key': 'drain' },
    );
    expect(drain.json().status).toBe('completed');
    const counts = await Promise.all([executeScheduledBoletos(t.ctx), executeScheduledBoletos(t.ctx)]);
    expect(counts[0] + counts[1]).toBe(2);
    const get = async (id: string): Promise<BoletoPayment> =>
      (await call(shop.admin, 'GET', `/api/payments/boleto/${id}`)).json();
    expect((await get(later.json().id)).status).toBe('completed');
    const failed = await get(tooBig.json().id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/^Saldo insuficiente/);
    expect(await balance(shop.admin)).toBe(2_000);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_BOLETO_PAYMENT')));
    expect(told.some((row) => JSON.stringify(row.variables).includes(failed.id))).toBe(true);
    expect(await checkLedger(t.ctx)).toEqual([]);
    await fund(t, shop.admin, 500_000);
    for (const local of ['admin2', 'financeiro', 'vendas'] as const) {
      shop[local === 'financeiro' ? 'finance' : local === 'vendas' ? 'sale' : 'admin2'] = await t.signIn(
        `${local}@boletos.dev`,
      );
    }
    outsider = await t.signIn('admin@demo.cofre.dev');
  });
});

describe('maker-checker on boletos (D3: the same policy as Pix)', () => {
  it('keeps a FINANCE submission waiting, tells the approvers, and only another person approves and pays it', async () => {
    const before = await balance(shop.admin);
    const waiting: BoletoPayment = (await pay(shop.finance, payment(boleto(5_000).line, 5_000))).json();
    expect(waiting.status).toBe('pending_approval');
    expect(await balance(shop.admin)).toBe(before);
    const told = await t.ctx.db
      .select({ userId: notifications.userId, variables: notifications.variables })
      .from(notifications)
      .where(and(eq(notifications.sellerId, shop.sellerId), eq(notifications.type, 'NOTIFICATION_BOLETO_PAYMENT')));
    const approversTold = told.filter((row) => JSON.stringify(row.variables).includes(waiting.id));
    expect(approversTold.map((row) => row.userId).sort()).toEqual([shop.admin.idUser, shop.admin2.idUser].sort());
    expect((await call(shop.finance, 'POST', `/api/payments/boleto/${waiting.id}/approval`, {})).statusCode).toBe(403);
    const approved = await call(shop.admin, 'POST', `/api/payments/boleto/${waiting.id}/approval`, { notes: 'Ok' });
    expect(approved.json()).toMatchObject({ status: 'completed', approvedBy: { id: shop.admin.idUser }, notes: 'Ok' });
    expect(await balance(shop.admin)).toBe(before - 5_000);
    const history = await t.ctx.db.select().from(statusChanges).where(eq(statusChanges.entityId, waiting.id));
    expect(history.map((row) => [row.entity, row.status])).toEqual(
      expect.arrayContaining([
        ['boleto_payment', 'approved'],
        ['boleto_payment', 'processing'],
        ['boleto_payment', 'completed'],
      ]),
    );
  });

  it('never lets the submitter approve their own; rejects with a reason; cancels only what has not moved', async () => {
    expect((await setPolicy(shop.admin, true, 10_000)).statusCode).toBe(200);
    const own: BoletoPayment = (await pay(shop.admin, payment(boleto(10_000).line, 10_000))).json();
    expect([own.status, own.actions.approve]).toEqual(['pending_approval', false]);
    const self = await call(shop.admin, 'POST', `/api/payments/boleto/${own.id}/approval`, {});
    expect([self.statusCode, codeOf(self)]).toEqual([409, 'PAY-004']);
    const rejected = await call(shop.admin2, 'POST', `/api/payments/boleto/${own.id}/rejection`, {
      reason: 'valor_invalido',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'valor_invalido' });
    const late = await call(shop.admin2, 'POST', `/api/payments/boleto/${own.id}/approval`, {});
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'PAY-005']);
    // A rejected boleto may be submitted again.
    const resubmitted: BoletoPayment = (await pay(shop.finance, payment(own.line, 10_000))).json();
    expect(resubmitted.status).toBe('pending_approval');
    const cancelled = await call(shop.finance, 'POST', `/api/payments/boleto/${resubmitted.id}/cancellation`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: { id: shop.finance.idUser } });
    const paid: BoletoPayment = (await pay(shop.admin, payment(boleto(500).line, 500))).json();
    const tooLate = await call(shop.admin, 'POST', `/api/payments/boleto/${paid.id}/cancellation`);
    expect([tooLate.statusCode, codeOf(tooLate)]).toEqual([409, 'PAY-012']);
    await setPolicy(shop.admin, false);
  });

  it('keeps the area from a SALE user, and the list filters by status, cost centre and search on the server', async () => {
    expect((await call(shop.sale, 'GET', '/api/payments/boleto')).statusCode).toBe(403);
    expect((await check(shop.sale, boleto(1_000).line)).statusCode).toBe(403);
    expect((await pay(shop.sale, payment(boleto(1_000).line, 1_000))).statusCode).toBe(403);
    const line = boleto(777);
    const marked: BoletoPayment = (
      await pay(shop.finance, payment(line.line, 777, { costCenter: 'marketing', description: 'Gráfica natalina' }))
    ).json();
    const list = async (query: string): Promise<BoletoPaymentPage> =>
      (await call(shop.admin, 'GET', `/api/payments/boleto?${query}`)).json();
    const pending = await list('status=pending_approval&costCenter=marketing');
    expect(pending.content.map((row) => row.id)).toEqual([marked.id]);
    expect(pending.summary).toMatchObject({ pending: 1, approved: 0, rejected: 0, total: 777 });
    expect((await list('search=natalina')).content.map((row) => row.id)).toEqual([marked.id]);
    // A piece of the line as printed (its last group: due factor and amount) finds it, mask or not.
    const printed = line.formatted.split(' ').at(-1)!;
    expect((await list(`search=${printed}`)).content.map((row) => row.id)).toEqual([marked.id]);
    const all = await list('size=3');
    expect(all.content).toHaveLength(3);
    expect(all.totalElements).toBeGreaterThan(5);
    expect((await call(shop.admin, 'GET', '/api/payments/boleto?status=paid')).statusCode).toBe(400);
  });

  it("answers another seller's payment ids with 404 everywhere", async () => {
    const mine: BoletoPayment = (await pay(shop.finance, payment(boleto(888).line, 888))).json();
    for (const [method, path, body] of [
      ['GET', `/api/payments/boleto/${mine.id}`, undefined],
      ['POST', `/api/payments/boleto/${mine.id}/approval`, {}],
      ['POST', `/api/payments/boleto/${mine.id}/rejection`, { reason: 'outros' }],
      ['POST', `/api/payments/boleto/${mine.id}/cancellation`, undefined],
      ['GET', `/api/payments/boleto/${mine.id}/receipt`, undefined],
    ] as const) {
      const answer = await call(outsider, method, path, body);
      expect([path, answer.statusCode, codeOf(answer)]).toEqual([path, 404, 'PAY-001']);
    }
    const list: BoletoPaymentPage = (await call(outsider, 'GET', '/api/payments/boleto?size=100')).json();
    expect(list.content.map((row) => row.id)).not.toContain(mine.id);
  });
});
