import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { charges } from '../src/modules/charges/tables.js';
import {
  formatBRL,
  type ChargeDetail,
  type ChargeHistoryEntry,
  type ChargeSummary,
  type PublicCharge,
  type SessionResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { chargeSummary } from '../src/modules/charges/summary.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';
import { deliverQueuedMail, startSmtpCatcher } from './support/smtp.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sales: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

const create = async (overrides: Parameters<typeof chargeInput>[0] = {}): Promise<ChargeDetail> => {
  const response = await call(admin, 'POST', '/api/charges', chargeInput(overrides));
  expect(response.statusCode).toBe(201);
  return response.json();
};
const tokenOf = (charge: ChargeDetail) => charge.pageUrl.split('/cobranca/')[1]!;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ clock, mailSender: smtpSender(smtp.url) });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sales = await t.signIn('vendas@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('GET /api/charges/summary', () => {
  beforeAll(async () => {
    for (const [paymentMethod, value] of [
      ['PIX', 12_000],
      ['PIX', 25_000],
      ['PIX', 5_000],
      ['BOLETO', 30_000],
      ['BOLETO', 8_000],
      ['BOLETO', 9_000],
    ] as const) {
      await create({ paymentMethod, value });
    }
    const paid = await create({ paymentMethod: 'PIX', value: 40_000 });
    await call(admin, 'POST', `/api/sandbox/charges/${paid.uuid}/payments`);
  });

  it('counts each tab as the list does and sums the values of the filter', async () => {
    const summary: ChargeSummary = (await call(admin, 'GET', '/api/charges/summary')).json();
    expect(summary.tabs.map((tab) => tab.tab)).toEqual([
      'ALL',
      'PAID',
      'SCHEDULED',
      'LATE',
      'CANCELED',
      'ABANDONED',
      'REFUND',
      'FAILED',
    ]);
    for (const tab of summary.tabs) {
      const page = (await call(admin, 'GET', `/api/charges?status=${tab.tab}&size=1`)).json();
      expect([tab.tab, tab.count]).toEqual([tab.tab, page.totalElements]);
    }
    const [expected] = await t.ctx.db
      .select({ total: sql<string>`coalesce(sum(${charges.value}), 0)::text` })
      .from(charges)
      .where(and(eq(charges.sellerId, admin.idSeller), inArray(charges.status, ['PAID', 'PAID_MANUALLY'])));
    expect(summary.tabs.find((tab) => tab.tab === 'PAID')?.amount).toBe(Number(expected!.total));
    expect(Number(expected!.total)).toBeGreaterThanOrEqual(40_000);
  });

  it('applies the filters of the list, without tab or page', async () => {
    const filtered: ChargeSummary = (
      await call(admin, 'GET', '/api/charges/summary?paymentMethod=PIX&valueMin=100,00')
    ).json();
    const all = filtered.tabs.find((tab) => tab.tab === 'ALL')!;
    const page = (await call(admin, 'GET', '/api/charges?paymentMethod=PIX&valueMin=100,00&size=100')).json();
    expect(all.count).toBe(page.totalElements);
    expect(all.count).toBeGreaterThan(0);
    expect(all.count).toBeLessThanOrEqual(100);
    expect(all.amount).toBe(page.content.reduce((sum: number, row: { value: number }) => sum + row.value, 0));
    expect((await call(admin, 'GET', '/api/charges/summary?status=PAID')).statusCode).toBe(400);
    const bad = await call(admin, 'GET', '/api/charges/summary?valueMin=muito');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].description).toBe('Informe um valor válido.');
  });

  it('stops counting at the cap and then gives no sum', async () => {
    const capped = await chargeSummary(t.ctx.db, admin.idSeller, { paymentMethod: 'BOLETO' }, 2);
    expect(capped.tabs.every((tab) => tab.capped && tab.count === 2 && tab.amount === null)).toBe(true);
    const counters = await chargeSummary(t.ctx.db, admin.idSeller, {}, 2);
    // Unfiltered, the counters still give exact counts, but a sum would need the scan the cap forbids.
    expect(counters.tabs.find((tab) => tab.tab === 'ALL')).toMatchObject({ capped: false, amount: null });
    expect(counters.tabs.find((tab) => tab.tab === 'ALL')!.count).toBeGreaterThan(2);
  });

  it('counts only the seller’s own charges and needs charges.read', async () => {
    const other: ChargeSummary = (await call(outsider, 'GET', '/api/charges/summary')).json();
    const mine: ChargeSummary = (await call(admin, 'GET', '/api/charges/summary')).json();
    expect(mine.tabs[0]!.count).toBeGreaterThan(0);
    expect(other.tabs[0]).toEqual({ tab: 'ALL', count: 0, amount: 0, capped: false });
    expect((await call(finance, 'GET', '/api/charges/summary')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/charges/summary')).statusCode).toBe(401);
  });
});

describe('PATCH /api/charges/:id (change an open boleto or Pix)', () => {
  it('issues a new boleto line for a new due date and value, and keeps the change in the history', async () => {
    const charge = await create({ value: 15_000, expirationDate: '2026-11-30' });
    const changed = await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, {
      expirationDate: '2026-12-10',
      value: 17_500,
    });
    expect(changed.statusCode).toBe(200);
    const detail: ChargeDetail = changed.json();
    expect(detail).toMatchObject({ expirationDate: '2026-12-10', value: 17_500, status: 'SCHEDULED' });
    expect(detail.boleto!.digitableLine).not.toBe(charge.boleto!.digitableLine);
    const history: ChargeHistoryEntry[] = (await call(admin, 'GET', `/api/charges/${charge.uuid}/history`)).json()
      .content;
    expect(history.map((entry) => entry.kind)).toEqual(['CREATED', 'CHANGED']);
    expect(history[1]).toMatchObject({
      previousExpirationDate: '2026-11-30',
      expirationDate: '2026-12-10',
      previousValue: 15_000,
      value: 17_500,
      by: expect.any(String),
    });
  });

  it('gives a new Pix code, and opens a late charge again with a date from today on', async () => {
    const charge = await create({ paymentMethod: 'PIX', value: 3_000, expirationDate: '2026-11-23' });
    await t.ctx.db.execute(
      sql`update charges set status = 'LATE', expiration_date = '2026-11-20' where id = ${charge.uuid}`,
    );
    const detail: ChargeDetail = (
      await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { expirationDate: '2026-11-25' })
    ).json();
    expect(detail.status).toBe('SCHEDULED');
    expect(detail.pix!.copyPaste).not.toBe(charge.pix!.copyPaste);
  });

  it('refuses what cannot change, in pt-BR', async () => {
    const charge = await create();
    const codeOf = async (body: object, id = charge.uuid, who = admin) =>
      (await call(who, 'PATCH', `/api/charges/${id}`, body)).json().errors[0].code;
    expect(await codeOf({})).toBe('VAL-002');
    expect(await codeOf({ expirationDate: charge.expirationDate, value: charge.value })).toBe('CHG-031');
    expect(await codeOf({ expirationDate: '2026-11-01' })).toBe('CHG-006');
    expect(await codeOf({ value: 300 })).toBe('CHG-020');
    expect(
      (await call(admin, 'PATCH', `/api/charges/${charge.uuid}`, { value: 15_500, status: 'PAID' })).statusCode,
    ).toBe(400);
    const paid = await create({ paymentMethod: 'PIX' });
    await call(admin, 'POST', `/api/sandbox/charges/${paid.uuid}/payments`);
    expect(await codeOf({ value: 20_000 }, paid.uuid)).toBe('CHG-030');
    const cardCharge = await create({
      paymentMethod: 'CREDIT_CARD',
      expirationDate: '2026-12-20',
      card: { number: '4111 1111 1111 1111', holderName: 'MARIA S SOUZA', expiry: '12/2030', cvv: '123' },
    });
    expect(await codeOf({ value: 20_000 }, cardCharge.uuid)).toBe('CHG-030');
    expect((await call(outsider, 'PATCH', `/api/charges/${charge.uuid}`, { value: 20_000 })).statusCode).toBe(404);
    expect((await call(finance, 'PATCH', `/api/charges/${charge.uuid}`, { value: 20_000 })).statusCode).toBe(403);
  });
});

describe('POST /api/charges/:id/send and the buyer’s page', () => {
  it('e-mails the boleto line and the page link, and records the send', async () => {
    const charge = await create({ title: 'Aula de violão' });
    const sent = await call(admin, 'POST', `/api/charges/${charge.uuid}/send`, {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sentTo: 'conceicao@exemplo.com.br' });
    await deliverQueuedMail(t);
    const mail = await smtp.waitFor('conceicao@exemplo.com.br');
    expect(mail.text).toContain(charge.boleto!.digitableLine);
    expect(mail.text).toContain(charge.pageUrl);
    expect(mail.subject).toContain(formatBRL(15_000));
    clock.set(new Date(clock.now().getTime() + 60_000));
    const other = await call(sales, 'POST', `/api/charges/${charge.uuid}/send`, { email: 'financeiro@cliente.com.br' });
    expect(other.json()).toEqual({ sentTo: 'financeiro@cliente.com.br' });
    const history: ChargeHistoryEntry[] = (await call(admin, 'GET', `/api/charges/${charge.uuid}/history`)).json()
      .content;
    expect(history.filter((entry) => entry.kind === 'SENT').map((entry) => entry.sentTo)).toEqual([
      'conceicao@exemplo.com.br',
      'financeiro@cliente.com.br',
    ]);
  });

  it('refuses a bad address, a closed charge, another seller and a profile without charges.write', async () => {
    const charge = await create();
    const bad = await call(admin, 'POST', `/api/charges/${charge.uuid}/send`, { email: 'não é e-mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].description).toBe('Digite um e-mail válido!');
    await call(admin, 'DELETE', `/api/charges/${charge.uuid}`);
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/send`, {})).json().errors[0].code).toBe('CHG-032');
    expect((await call(outsider, 'POST', `/api/charges/${charge.uuid}/send`, {})).statusCode).toBe(404);
    expect((await call(finance, 'POST', `/api/charges/${charge.uuid}/send`, {})).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/charges/${charge.uuid}/history`)).statusCode).toBe(404);
  });

  it('shows the buyer how to pay without a session, and then that it is paid', async () => {
    const charge = await create({ paymentMethod: 'PIX', value: 4_990, title: 'Cesta de frutas' });
    const page: PublicCharge = (await call(null, 'GET', `/api/public/charges/${tokenOf(charge)}`)).json();
    expect(page).toMatchObject({
      title: 'Cesta de frutas',
      value: 4_990,
      status: 'OPEN',
      paymentMethod: 'PIX',
      pix: { copyPaste: charge.pix!.copyPaste },
      boleto: null,
    });
    expect(JSON.stringify(page)).not.toContain('529982247');
    const paid: PublicCharge = (
      await call(null, 'POST', `/api/public/charges/${tokenOf(charge)}/sandbox-payment`)
    ).json();
    expect(paid).toMatchObject({ status: 'PAID', pix: null, paidDate: '2026-11-23' });
    expect((await call(null, 'GET', '/api/public/charges/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/public/charges/not-a-token')).statusCode).toBe(400);
  });

  it('serves the boleto PDF on the buyer’s page', async () => {
    const charge = await create();
    const pdf = await call(null, 'GET', `/api/public/charges/${tokenOf(charge)}/boleto.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/seller-clients/:id/charge-totals', () => {
  it('sums what the client paid (net of refunds), owes and owes late', async () => {
    const customer = {
      name: 'Benedita Ramos',
      document: '111.444.777-35',
      email: 'benedita@exemplo.com.br',
      phone: '(11) 91234-5678',
    };
    const created = await call(admin, 'POST', '/api/seller-clients', {
      document: { documentNumber: customer.document, documentType: 'CPF', documentNation: 'BR' },
      contact: {
        name: customer.name,
        email: customer.email,
        countryCode: '+55',
        phone: customer.phone,
        alternativeEmail: '',
      },
      address: null,
    });
    expect(created.statusCode).toBe(201);
    const clientId: string = created.json().id;
    const empty = (await call(admin, 'GET', `/api/seller-clients/${clientId}/charge-totals`)).json();
    expect(empty).toEqual({
      paid: { count: 0, amount: 0 },
      open: { count: 0, amount: 0 },
      late: { count: 0, amount: 0 },
    });
    const paid = await create({ customer, paymentMethod: 'PIX', value: 10_000 });
    await call(admin, 'POST', `/api/sandbox/charges/${paid.uuid}/payments`);
    await call(admin, 'POST', `/api/charges/${paid.uuid}/refunds`, { amount: 2_500 });
    await create({ customer, value: 7_000 });
    const late = await create({ customer, value: 6_000 });
    await t.ctx.db.execute(sql`update charges set status = 'LATE' where id = ${late.uuid}`);
    const totals = (await call(admin, 'GET', `/api/seller-clients/${clientId}/charge-totals`)).json();
    expect(totals).toEqual({
      paid: { count: 1, amount: 7_500 },
      open: { count: 1, amount: 7_000 },
      late: { count: 1, amount: 6_000 },
    });
    expect((await call(outsider, 'GET', `/api/seller-clients/${clientId}/charge-totals`)).statusCode).toBe(404);
    expect((await call(finance, 'GET', `/api/seller-clients/${clientId}/charge-totals`)).statusCode).toBe(403);
  });
});
