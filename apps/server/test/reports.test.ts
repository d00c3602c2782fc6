import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  STATEMENT_CSV_COLUMNS,
  type ChargeDetail,
  type Notification,
  type ReportType,
  type SessionResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { releaseReceivables } from '../src/modules/charges/jobs.js';
import { charges } from '../src/modules/charges/tables.js';
import { chargeDisputes } from '../src/modules/disputes/tables.js';
import { withdrawals } from '../src/modules/finance/tables.js';
import { emitInvoice } from '../src/modules/invoices/emission.js';
import { invoices, sellerInvoiceConfigs } from '../src/modules/invoices/tables.js';
import { sellerBalances } from '../src/modules/ledger/accounts.js';
import { receivables } from '../src/modules/ledger/tables.js';
import { paymentLinks } from '../src/modules/payment-links/tables.js';
import { BALANCE_COLUMNS } from '../src/modules/reports/builders/balance.js';
import { CHARGEBACK_COLUMNS } from '../src/modules/reports/builders/chargeback.js';
import { FINANCIAL_COLUMNS } from '../src/modules/reports/builders/financial.js';
import { INVOICES_COLUMNS } from '../src/modules/reports/builders/invoices.js';
import { PAYMENT_LINKS_COLUMNS } from '../src/modules/reports/builders/payment-links.js';
import { SALES_COLUMNS } from '../src/modules/reports/builders/sales.js';
import { TRANSFERS_COLUMNS } from '../src/modules/reports/builders/transfers.js';
import { purgeOldReports, runReport, sweepStuckReports } from '../src/modules/reports/service.js';
import { reportRequests } from '../src/modules/reports/tables.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';
import { CARDS, caller, card, chargeInput } from './support/charges.js';
import { deliverQueuedMail, startSmtpCatcher } from './support/smtp.js';

// Monday 23 November 2026, 12:00 in São Paulo: the reports reach back to 25/08/2026.
const NOON = new Date('2026-11-23T15:00:00Z');
const clock = new ManualClock(NOON);
const PERIOD = { startDate: '2026-11-01', endDate: '2026-11-23' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let supervisor: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;
let sellerId: string;
let disputed: ChargeDetail;

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const br = (date: string) => date.split('-').reverse().join('/');
const parseCsv = (csv: Buffer): string[][] => parse(csv.toString('utf8'), { delimiter: ';', bom: true });
const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

async function signInAll() {
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  supervisor = await t.signIn('supervisor@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
}

async function at_(iso: string) {
  clock.set(new Date(iso));
  await signInAll();
}

async function paid(overrides: Parameters<typeof chargeInput>[0] = {}): Promise<ChargeDetail> {
  const charge: ChargeDetail = (
    await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'PIX', ...overrides }))
  ).json();
  if (charge.status !== 'PAID') await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`);
  return charge;
}

const paidCard = (value: number, installments: number) =>
  paid({
    value,
    installments,
    paymentMethod: 'CREDIT_CARD',
    // Due today: a card charge is authorised at once (a later one waits for its due date).
    expirationDate: '2026-11-02',
    card: card(CARDS.approved),
  });

/** Asks for a report as `session`, runs its job (tests have no worker) and reads the file back. */
async function generate(reportType: ReportType, session = admin, period = PERIOD) {
  const response = await call(session, 'POST', '/api/reports', { reportType, ...period });
  expect(response.statusCode).toBe(202);
  const id = response.json().uuid as string;
  await runReport(t.ctx, sellerId, id);
  const file = await call(session, 'GET', `/api/reports/${id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header = [], ...rows] = parseCsv(file.rawPayload);
  return { id, header, rows, file };
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ clock, mailSender: smtpSender(smtp.url) });
  call = caller(t);
  outsider = await t.signInOutsider();
  // Before the period: a sale that no report of November may show.
  await at_('2026-10-01T15:00:00Z');
  await paid({ title: 'Venda de outubro', value: 9_900, expirationDate: '2026-10-01' });
  await at_('2026-11-02T15:00:00Z');
  sellerId = admin.idSeller;
  await t.ctx.db
    .insert(sellerInvoiceConfigs)
    .values({ sellerId, active: true, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: sellerInvoiceConfigs.sellerId, set: { active: true } });
  await paid({ title: '=HYPERLINK("x")', value: 12_345, expirationDate: '2026-11-02' });
  await paid({ title: 'Mensalidade; novembro', value: 20_000, expirationDate: '2026-11-05' });
  disputed = await paidCard(30_000, 3);
  const link = await call(admin, 'POST', '/api/payment-links', {
    type: 'ORDER',
    title: 'Curso de fotografia',
    description: 'Turma de dezembro',
    value: 25_000,
    creditCard: { enabled: true, discountPercent: 0, installments: 10, feeBearer: 'EARLY_SELLER' },
    bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
    pix: { enabled: true, discountPercent: 10, installments: 1 },
  });
  expect(link.statusCode).toBe(201);
  for (const { id } of await t.ctx.db.select({ id: invoices.id }).from(invoices)) await emitInvoice(t.ctx, id);
  await at_('2026-11-20T15:00:00Z');
  await paid({ title: 'Consultoria', value: 50_000, expirationDate: '2026-11-20' });
  expect((await call(admin, 'POST', `/api/sandbox/charges/${disputed.uuid}/disputes`, {})).statusCode).toBe(200);
  await releaseReceivables(t.ctx);
  await at_(NOON.toISOString());
  const withdrawal = await call(admin, 'POST', '/api/sellers/transfers', { amount: 10_000 });
  expect(withdrawal.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('POST /api/reports', () => {
  it('refuses a missing or reversed period, one after today or older than 90 days, and unknown fields', async () => {
    const post = (body: object) => call(admin, 'POST', '/api/reports', body);
    expect(descriptions(await post({ reportType: 'SALES', endDate: '2026-11-23' }))).toContain(
      REPORT_MESSAGES.needsStartDate,
    );
    expect(descriptions(await post({ reportType: 'SALES', startDate: '2026-11-01' }))).toContain(
      REPORT_MESSAGES.needsEndDate,
    );
    const reversed = await post({ reportType: 'SALES', startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ title: 'endDate', description: REPORT_MESSAGES.endBeforeStart });
    const future = await post({ reportType: 'SALES', startDate: '2026-11-01', endDate: '2026-11-24' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0]).toMatchObject({
      title: 'endDate',
      description: 'A data final não pode ser posterior a hoje.',
    });
    // Today − 90 days is the first day allowed; the day before is refused.
    expect((await post({ reportType: 'SALES', startDate: '2026-08-25', endDate: '2026-11-23' })).statusCode).toBe(202);
    const old = await post({ reportType: 'SALES', startDate: '2026-08-24', endDate: '2026-11-23' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0]).toMatchObject({
      title: 'startDate',
      description: 'A data inicial pode ser de no máximo 90 dias atrás.',
    });
    expect(descriptions(await post({ reportType: 'TAXES', ...PERIOD }))).toContain('Escolha um tipo de relatório.');
    expect(descriptions(await post({ reportType: 'SALES', ...PERIOD, startDate: '2026-02-30' }))).toContain(
      'Informe uma data válida.',
    );
    expect((await post({ reportType: 'SALES', ...PERIOD, sellerId: outsider.idSeller })).statusCode).toBe(400);
    expect((await post({ reportType: 'SALES', ...PERIOD, email: 'nope' })).statusCode).toBe(400);
  });

  it('needs reports.view: ADMIN, MANAGER and FINANCE may, SUPERVISOR and SALE may not', async () => {
    for (const session of [supervisor, sale]) {
      const refused = await call(session, 'POST', '/api/reports', { reportType: 'SALES', ...PERIOD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe('PERM-001');
      expect((await call(session, 'GET', '/api/reports')).statusCode).toBe(403);
    }
    const { id } = await generate('SALES', finance);
    expect((await call(supervisor, 'GET', `/api/reports/${id}/file`)).statusCode).toBe(403);
  });

  it('answers 202 with the request and replays it for the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'relatorio-1' };
    const first = await call(admin, 'POST', '/api/reports', { reportType: 'BALANCE', ...PERIOD }, headers);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      reportType: 'BALANCE',
      ...PERIOD,
      status: 'PENDING',
      email: 'admin@demo.cofre.dev',
      downloadPath: null,
    });
    const again = await call(admin, 'POST', '/api/reports', { reportType: 'BALANCE', ...PERIOD }, headers);
    expect(again.json().uuid).toBe(first.json().uuid);
    const mine = (await call(admin, 'GET', '/api/reports')).json().content as Array<{ uuid: string }>;
    expect(mine.filter((row) => row.uuid === first.json().uuid)).toHaveLength(1);
  });
});

describe('the eight reports, parsed back', () => {
  it('Vendas: the charges paid in the period, with paid, fee and net', async () => {
    const { header, rows } = await generate('SALES');
    expect(header).toEqual([...SALES_COLUMNS]);
    const expected = await t.ctx.db
      .select()
      .from(charges)
      .where(
        and(
          eq(charges.sellerId, sellerId),
          gte(charges.paidDate, PERIOD.startDate),
          lte(charges.paidDate, PERIOD.endDate),
        ),
      )
      .orderBy(charges.paidDate, charges.id);
    expect(expected.length).toBe(4);
    expect(rows.map((row) => row[2])).toEqual(expected.map((row) => row.id));
    expect(rows.some((row) => row[3] === 'Venda de outubro')).toBe(false);
    for (const [index, charge] of expected.entries()) {
      const row = at(rows, index);
      const paidCents = charge.value + charge.interest;
      expect(row[0]).toBe(br(charge.paidDate!));
      expect(row[10]).toBe(money(paidCents));
      expect(row[11]).toBe(money(charge.fee));
      expect(row[12]).toBe(money(paidCents - charge.fee));
      expect(row[5]).toBe('529.982.247-25');
    }
    // A formula stays text; a ';' inside a cell is quoted and read back whole.
    expect(rows.find((row) => row[3]?.includes('HYPERLINK'))?.[3]).toBe(`'=HYPERLINK("x")`);
    expect(rows.some((row) => row[3] === 'Mensalidade; novembro')).toBe(true);
    expect(rows.find((row) => row[2] === disputed.uuid)?.slice(6, 8)).toEqual(['Cartão de Crédito', '3']);
  });

  it('Financeiro: every receivable of those sales, instalment by instalment', async () => {
    const { header, rows } = await generate('FINANCIAL');
    expect(header).toEqual([...FINANCIAL_COLUMNS]);
    const expected = await t.ctx.db
      .select({ receivable: receivables, paidDate: charges.paidDate })
      .from(receivables)
      .innerJoin(charges, eq(charges.id, receivables.chargeId))
      .where(and(eq(receivables.sellerId, sellerId), gte(charges.paidDate, PERIOD.startDate)))
      .orderBy(charges.paidDate, charges.id, receivables.installment);
    expect(expected.length).toBe(6); // three Pix sales and a card in 3 instalments
    expect(rows.map((row) => `${row[1]} ${row[5]}`)).toEqual(
      expected.map(({ receivable }) => `${receivable.chargeId} ${receivable.installment}/${receivable.installments}`),
    );
    const card = rows.filter((row) => row[1] === disputed.uuid);
    const stored = expected.filter(({ receivable }) => receivable.chargeId === disputed.uuid);
    expect(card.map((row) => [row[6], row[7], row[8], row[9], row[10]])).toEqual(
      stored.map(({ receivable }) => [
        money(receivable.gross),
        money(receivable.fee),
        money(receivable.net),
        money(receivable.reversed),
        br(receivable.settlementDate),
      ]),
    );
    // The dispute took its hold from the card's receivables still to be released.
    expect(stored.some(({ receivable }) => receivable.reversed > 0)).toBe(true);
  });

  it('Repasses: the withdrawals asked for in the period', async () => {
    const { header, rows } = await generate('TRANSFERS');
    expect(header).toEqual([...TRANSFERS_COLUMNS]);
    const stored = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.sellerId, sellerId));
    expect(rows.map((row) => row[1])).toEqual(stored.map((row) => row.id));
    expect(at(rows, 0).slice(2, 3)).toEqual(['100,00']);
    expect(at(rows, 0)[0]).toBe('23/11/2026 12:00');
    expect(at(rows, 0)[10]).toBe('Em processamento');
  });

  it('Nota Fiscal: the invoices requested in the period, with the city’s answer', async () => {
    const { header, rows } = await generate('INVOICES');
    expect(header).toEqual([...INVOICES_COLUMNS]);
    const stored = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, sellerId))
      .orderBy(invoices.createdAt, invoices.id);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row[3])).toEqual(stored.map((row) => row.chargeId));
    const authorised = stored.find((row) => row.status === 'AUTHORIZED')!;
    const row = rows.find((cells) => cells[3] === authorised.chargeId)!;
    expect([row[1], row[6], row[7], row[10]]).toEqual([
      authorised.number,
      money(authorised.amount),
      '2,00%',
      'Autorizada',
    ]);
  });

  it('Links de pagamento: the links created in the period with their paid sales', async () => {
    const { header, rows } = await generate('PAYMENT_LINKS');
    expect(header).toEqual([...PAYMENT_LINKS_COLUMNS]);
    const stored = await t.ctx.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.sellerId, sellerId), gte(paymentLinks.createdAt, new Date('2026-11-01T03:00:00Z'))));
    expect(rows.map((row) => row[1])).toEqual(stored.map((row) => row.id));
    expect(at(rows, 0).slice(2, 11)).toEqual([
      'Pedido',
      'Curso de fotografia',
      '250,00',
      'Sim',
      'Não',
      'Sim',
      '0',
      '',
      'Ativo',
    ]);
  });

  it('Saldo: one line a day, ending on the balance the finance screen shows', async () => {
    const { header, rows } = await generate('BALANCE');
    expect(header).toEqual([...BALANCE_COLUMNS]);
    expect(rows.length).toBe(23);
    expect(at(rows, 0)[0]).toBe('01/11/2026');
    const last = at(rows, 22);
    expect(last[0]).toBe('23/11/2026');
    const ledger = await sellerBalances(t.ctx.db, sellerId);
    const held = (
      await t.ctx.db
        .select()
        .from(chargeDisputes)
        .where(and(eq(chargeDisputes.sellerId, sellerId), eq(chargeDisputes.status, 'OPEN')))
    ).reduce((sum, row) => sum + row.amount, 0);
    expect(held).toBeGreaterThan(0);
    expect(last.slice(1)).toEqual([
      money(ledger.available),
      money(ledger.toBeReleased),
      money(held),
      money(ledger.available + ledger.toBeReleased + held),
    ]);
    // On 1 November only October's sale, still to be released: the release job first ran on the 20th.
    const [october] = await t.ctx.db
      .select()
      .from(charges)
      .where(and(eq(charges.sellerId, sellerId), eq(charges.title, 'Venda de outubro')));
    expect(at(rows, 0).slice(1)).toEqual([
      '0,00',
      money(october!.value - october!.fee),
      '0,00',
      money(october!.value - october!.fee),
    ]);
    const released = rows.findIndex((row) => row[0] === '20/11/2026');
    expect(at(rows, released - 1)[1]).toBe('0,00');
    expect(at(rows, released)[1]).not.toBe('0,00');
  });

  it('Chargeback: the disputes opened in the period', async () => {
    const { header, rows } = await generate('CHARGEBACK');
    expect(header).toEqual([...CHARGEBACK_COLUMNS]);
    expect(rows).toHaveLength(1);
    const [dispute] = await t.ctx.db.select().from(chargeDisputes).where(eq(chargeDisputes.chargeId, disputed.uuid));
    expect(at(rows, 0).slice(1, 2)).toEqual([disputed.uuid]);
    expect([at(rows, 0)[6], at(rows, 0)[7], at(rows, 0)[8], at(rows, 0)[10]]).toEqual([
      money(dispute!.amount),
      '4837 - Transação não autorizada pelo portador',
      br(dispute!.deadline),
      'Em análise',
    ]);
  });

  it('Extrato: the same lines as the finance screen’s statement CSV', async () => {
    const { header, rows, file } = await generate('STATEMENT');
    expect(header).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(3);
    const direct = await call(
      admin,
      'GET',
      `/api/redeems/statement/csv?executionDateInitial=${PERIOD.startDate}&executionDateFinal=${PERIOD.endDate}`,
    );
    expect(file.body).toBe(direct.body);
  });
});

describe('delivery', () => {
  it('notifies the requester with a download link, e-mails the CSV attached, and sends gzip to who takes it', async () => {
    // The reports above queued their own mails to the same address, in no order the outbox promises:
    // they go out first, so the one caught below is this report's.
    await deliverQueuedMail(t);
    smtp.messages.splice(0);
    clock.advance(60_000);
    const { id, rows } = await generate('SALES');
    const notification: Notification = at(
      (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content,
      0,
    );
    expect(notification.notificationPanelType).toBe('NOTIFICATION_REPORT_READY');
    const variables = Object.fromEntries(notification.variablesResponse.map((entry) => [entry.name, entry.value]));
    expect(variables).toEqual({
      url: `/api/reports/${id}/file`,
      rows: String(rows.length),
      report: 'SALES',
      name: 'vendas-2026-11-01-a-2026-11-23.csv',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-23',
    });
    const zipped = await call(admin, 'GET', variables.url!, undefined, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-disposition']).toContain('vendas-2026-11-01-a-2026-11-23.csv');
    expect(parseCsv(gunzipSync(zipped.rawPayload)).length).toBe(rows.length + 1);
    await deliverQueuedMail(t);
    const mail = await smtp.waitFor('admin@demo.cofre.dev');
    expect(mail.subject).toBe('Seu relatório de vendas está pronto');
    expect(mail.text).toContain('01/11/2026 a 23/11/2026');
    const attachment = at(mail.attachments, 0);
    expect(attachment.filename).toBe('vendas-2026-11-01-a-2026-11-23.csv');
    expect(parseCsv(attachment.content).length).toBe(rows.length + 1);
  });

  it('sends to another address when the API names one', async () => {
    const response = await call(admin, 'POST', '/api/reports', {
      reportType: 'CHARGEBACK',
      ...PERIOD,
      email: 'contabilidade@exemplo.com.br',
    });
    await runReport(t.ctx, sellerId, response.json().uuid);
    await deliverQueuedMail(t);
    expect((await smtp.waitFor('contabilidade@exemplo.com.br')).subject).toBe(
      'Seu relatório de chargebacks está pronto',
    );
  });

  it("keeps another seller's report out of reach: its file and its job are 404 / nothing", async () => {
    const { id } = await generate('SALES');
    expect((await call(outsider, 'GET', `/api/reports/${id}/file`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/reports/5f0c1e52-0000-4000-8000-000000000000/file')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/reports/not-a-uuid/file')).statusCode).toBe(400);
    const theirs = await call(outsider, 'POST', '/api/reports', { reportType: 'SALES', ...PERIOD });
    expect(theirs.statusCode).toBe(202);
    // A job run with the wrong seller finds nothing to build.
    await runReport(t.ctx, sellerId, theirs.json().uuid);
    const [row] = await t.ctx.db.select().from(reportRequests).where(eq(reportRequests.id, theirs.json().uuid));
    expect(row!.status).toBe('PENDING');
    expect((await call(outsider, 'GET', '/api/reports')).json().content.map((r: { uuid: string }) => r.uuid)).toEqual([
      theirs.json().uuid,
    ]);
  });

  it('answers CSV-002 before the file is built; a stuck request fails and says so; files go after 7 days', async () => {
    const pending = (await call(admin, 'POST', '/api/reports', { reportType: 'INVOICES', ...PERIOD })).json();
    const early = await call(admin, 'GET', `/api/reports/${pending.uuid}/file`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('CSV-002');
    clock.advance(61 * 60_000);
    await signInAll();
    expect(await sweepStuckReports(t.ctx)).toBeGreaterThanOrEqual(1);
    const [stuck] = await t.ctx.db.select().from(reportRequests).where(eq(reportRequests.id, pending.uuid));
    expect(stuck!.status).toBe('FAILED');
    const panel: Notification[] = (await call(admin, 'GET', '/api/notification-panel?size=10')).json().content;
    expect(
      panel.some(
        (item) =>
          item.notificationPanelType === 'NOTIFICATION_REPORT_FAILED' &&
          item.variablesResponse.some((entry) => entry.name === 'report' && entry.value === 'INVOICES'),
      ),
    ).toBe(true);
    const { id } = await generate('SALES');
    clock.advance(8 * 86_400_000);
    await signInAll();
    expect(await purgeOldReports(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await call(admin, 'GET', `/api/reports/${id}/file`)).statusCode).toBe(409);
    const [kept] = await t.ctx.db
      .select()
      .from(reportRequests)
      .where(and(eq(reportRequests.id, id), isNotNull(reportRequests.finishedAt)));
    expect(kept!.fileGzip).toBeNull();
  });
});
