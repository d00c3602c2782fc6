import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CHARGE_EXPORT_COLUMNS,
  CHARGE_STATUS_LABELS,
  formatDate,
  type ChargeRow,
  type Notification,
  type SessionResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { purgeOldExports, runChargeExport } from '../src/modules/charge-exports/service.js';
import { markLateCharges } from '../src/modules/charges/jobs.js';
import { safeText } from '../src/modules/charge-exports/csv.js';
import { chargeExports } from '../src/modules/charge-exports/tables.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';
import { deliverQueuedMail, startSmtpCatcher } from './support/smtp.js';
import { theRow } from '../src/lib/rows.js';
import { at } from './support/at.js';

const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;

const RANGE = { expirationDateInitial: '2026-06-01', expirationDateFinal: '2026-09-30' };

/** Every row of the list for a query, page by page, as the screen would read them. */
async function listAll(query: Record<string, string>): Promise<ChargeRow[]> {
  const rows: ChargeRow[] = [];
  for (let page = 0; ; page += 1) {
    const search = new URLSearchParams({ ...query, size: '100', page: String(page), sort: 'expirationDate,ASC' });
    const body = (await call(admin, 'GET', `/api/charges?${search}`)).json();
    rows.push(...body.content);
    if (body.last || body.content.length === 0) return rows;
  }
}

async function exportAndRun(body: object) {
  const response = await call(admin, 'POST', '/api/charge-exports', body);
  expect(response.statusCode).toBe(202);
  await runChargeExport(t.ctx, response.json().uuid);
  return response.json().uuid as string;
}

const parseCsv = (csv: Buffer): string[][] => parse(csv.toString('utf8'), { delimiter: ';', bom: true });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ clock, mailSender: smtpSender(smtp.url) });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  outsider = await t.signInOutsider();
  // 36 charges due from June to September, two thirds of them paid, created back in May.
  clock.set(new Date('2026-05-20T15:00:00Z'));
  admin = await t.signIn('admin@demo.cofre.dev');
  for (let i = 0; i < 36; i += 1) {
    const due = new Date(Date.UTC(2026, 5, 1 + i * 3)).toISOString().slice(0, 10);
    const input = chargeInput({
      paymentMethod: i % 4 === 0 ? 'BOLETO' : 'PIX',
      value: 1_000 + i * 137,
      expirationDate: due,
      title: `Plano mensal ${i}`,
      customer: { ...chargeInput().customer, name: i % 2 ? 'Conceição Araújo' : 'Benedito Lima' },
    });
    const created = (await call(admin, 'POST', '/api/charges', input)).json();
    if (i % 3 !== 0) await call(admin, 'POST', `/api/sandbox/charges/${created.uuid}/payments`);
  }
  clock.set(new Date('2026-11-23T15:00:00Z'));
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('CSV export of charges', () => {
  it('needs both due dates, in order, and a valid e-mail', async () => {
    const noFinal = await call(admin, 'POST', '/api/charge-exports', { expirationDateInitial: '2026-06-01' });
    expect(noFinal.statusCode).toBe(400);
    expect(noFinal.json().errors.map((error: { description: string }) => error.description)).toContain(
      'Por Favor, selecione uma data final.',
    );
    const reversed = await call(admin, 'POST', '/api/charge-exports', {
      expirationDateInitial: '2026-09-01',
      expirationDateFinal: '2026-06-01',
    });
    expect(reversed.json().errors[0].description).toBe('A data final deve ser igual ou posterior à inicial.');
    expect((await call(admin, 'POST', '/api/charge-exports', { ...RANGE, email: 'nope' })).statusCode).toBe(400);
    expect((await call(finance, 'POST', '/api/charge-exports', RANGE)).statusCode).toBe(403);
  });

  it('writes exactly the rows the list shows for the same filters, in a Brazilian-spreadsheet format', async () => {
    const filters = { ...RANGE, status: 'PAID', paymentMethod: 'PIX' };
    const id = await exportAndRun(filters);
    const expected = await listAll(filters);
    expect(expected.length).toBeGreaterThan(10);
    const file = await call(admin, 'GET', `/api/charge-exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.body).toContain('\r\n');
    const [header, ...rows] = parseCsv(file.rawPayload);
    expect(header).toEqual([...CHARGE_EXPORT_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.uuid));
    const first = at(expected, 0);
    const firstRow = at(rows, 0);
    expect(firstRow[1]).toBe(first.customerName);
    expect(firstRow[7]).toBe(formatDate(first.expirationDate));
    expect(firstRow[9]).toBe(`${Math.trunc(first.value / 100)},${String(first.value % 100).padStart(2, '0')}`);
    expect(rows.every((row) => row[12] === CHARGE_STATUS_LABELS.PAID && row[5] === 'Pix')).toBe(true);
  });

  it("honours a value filter typed as the seller types it ('Mais filtros' → Valor mínimo)", async () => {
    // Fails before this change: the job read the stored centavos with the typed-text rule and the
    // export never became READY.
    const filters = { ...RANGE, valueMin: '30,00', valueMax: '45,00' };
    const id = await exportAndRun(filters);
    const [row] = await t.ctx.db.select().from(chargeExports).where(eq(chargeExports.id, id));
    expect(row!.status).toBe('READY');
    const expected = await listAll(filters);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.every((charge) => charge.value >= 3_000 && charge.value <= 4_500)).toBe(true);
    const [, ...rows] = parseCsv((await call(admin, 'GET', `/api/charge-exports/${id}/file`)).rawPayload);
    expect(rows.map((csvRow) => csvRow[0])).toEqual(expected.map((charge) => charge.uuid));
  });

  it("fills 'Juros e multa (R$)' of a late boleto as its detail does (issue 14, defect 4)", async () => {
    // Fails before the fix: the column read the stored interest, which is only set at payment, so an
    // open late boleto showed 0,00 while its detail showed what had accrued.
    clock.set(new Date('2026-10-01T15:00:00Z'));
    admin = await t.signIn('admin@demo.cofre.dev');
    const boleto = (
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({
          paymentMethod: 'BOLETO',
          value: 48_000,
          expirationDate: '2026-10-05',
          title: 'Boleto em atraso',
        }),
      )
    ).json();
    clock.set(new Date('2026-11-23T15:00:00Z'));
    admin = await t.signIn('admin@demo.cofre.dev');
    await markLateCharges(t.ctx);
    const detail = (await call(admin, 'GET', `/api/charges/${boleto.uuid}`)).json();
    expect(detail.status).toBe('LATE');
    expect(detail.interestAmount).toBeGreaterThan(0);
    const id = await exportAndRun({ expirationDateInitial: '2026-10-05', expirationDateFinal: '2026-10-05' });
    const [, ...rows] = parseCsv((await call(admin, 'GET', `/api/charge-exports/${id}/file`)).rawPayload);
    const row = rows.find((cells) => cells[0] === boleto.uuid);
    const interest = detail.interestAmount as number;
    expect(row?.[10]).toBe(`${Math.trunc(interest / 100)},${String(interest % 100).padStart(2, '0')}`);
    expect(row?.[10]).not.toBe('0,00');
  });

  it('names the report, its period and its row count in the notification (issue 14, defect 9)', async () => {
    // Fails before the fix: the notification carried only the file name, url and rows, so every
    // report read 'Seu relatório está pronto'.
    clock.set(new Date(clock.now().getTime() + 60_000)); // the newest notification of the panel
    await exportAndRun({ ...RANGE, status: 'PAID' });
    const notification: Notification = at(
      (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content,
      0,
    );
    const variables = Object.fromEntries(notification.variablesResponse.map((entry) => [entry.name, entry.value]));
    expect(variables).toMatchObject({
      report: 'CHARGES',
      dateFrom: '2026-06-01',
      dateTo: '2026-09-30',
      rows: String((await listAll({ ...RANGE, status: 'PAID' })).length),
    });
  });

  it('sends the file as gzip to clients that accept it', async () => {
    const id = await exportAndRun(RANGE);
    const zipped = await call(admin, 'GET', `/api/charge-exports/${id}/file`, undefined, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const [, ...rows] = parseCsv(gunzipSync(zipped.rawPayload));
    expect(rows.length).toBe((await listAll(RANGE)).length);
  });

  it('e-mails the file to the address given (default: the user) and puts it in the notification centre', async () => {
    await exportAndRun({ ...RANGE, email: 'contabilidade@exemplo.com.br' });
    await exportAndRun(RANGE);
    await deliverQueuedMail(t);
    const mail = await smtp.waitFor('contabilidade@exemplo.com.br');
    expect(mail.subject).toBe('Seu relatório de cobranças está pronto');
    expect(mail.text).toContain('01/06/2026 a 30/09/2026');
    const attachment = at(mail.attachments, 0);
    expect(attachment.filename).toBe('cobrancas.csv');
    expect(parseCsv(attachment.content)[0]).toEqual([...CHARGE_EXPORT_COLUMNS]);
    expect(await smtp.waitFor('admin@demo.cofre.dev')).toBeDefined();
    const notification: Notification = at(
      (await call(admin, 'GET', '/api/notification-panel?size=1')).json().content,
      0,
    );
    expect(notification.notificationPanelType).toBe('NOTIFICATION_REPORT_READY');
    const url = notification.variablesResponse.find((entry) => entry.name === 'url')!.value;
    expect(url).toMatch(/^\/api\/charge-exports\/[0-9a-f-]{36}\/file$/);
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
  });

  it('keeps a formula-looking name as text, and is not readable by another seller', async () => {
    const charge = (
      await call(admin, 'POST', '/api/charges', chargeInput({ title: '=HYPERLINK("x")', expirationDate: '2026-12-01' }))
    ).json();
    const id = await exportAndRun({
      expirationDateInitial: '2026-12-01',
      expirationDateFinal: '2026-12-01',
      chargeTitle: '=HYPERLINK',
    });
    const [, ...rows] = parseCsv((await call(admin, 'GET', `/api/charge-exports/${id}/file`)).rawPayload);
    expect(rows.find((row) => row[0] === charge.uuid)?.[4]).toBe(`'=HYPERLINK("x")`);
    expect(safeText('-5')).toBe("'-5");
    expect((await call(outsider, 'GET', `/api/charge-exports/${id}/file`)).statusCode).toBe(404);
    const pending = theRow(
      await t.ctx.db
        .insert(chargeExports)
        .values({
          sellerId: admin.idSeller,
          userId: theRow(await t.ctx.db.select().from(chargeExports).limit(1), 'an export').userId,
          email: 'a@b.c',
          filters: RANGE,
          status: 'PENDING',
          createdAt: clock.now(),
        })
        .returning(),
      'the pending export',
    );
    const notReady = await call(admin, 'GET', `/api/charge-exports/${pending.id}/file`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().errors[0].code).toBe('CSV-002');
    await t.ctx.db.delete(chargeExports).where(eq(chargeExports.id, pending.id));
  });

  it('drops built files after 7 days; their link then answers CSV-002', async () => {
    const id = await exportAndRun(RANGE);
    clock.set(new Date(clock.now().getTime() + 6 * 86_400_000));
    expect(await purgeOldExports(t.ctx)).toBe(0);
    clock.set(new Date(clock.now().getTime() + 2 * 86_400_000));
    expect(await purgeOldExports(t.ctx)).toBeGreaterThan(0);
    admin = await t.signIn('admin@demo.cofre.dev');
    const gone = await call(admin, 'GET', `/api/charge-exports/${id}/file`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().errors[0].code).toBe('CSV-002');
  });
});
