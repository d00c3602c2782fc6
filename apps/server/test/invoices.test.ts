import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  INVOICE_MAX_ATTEMPTS,
  INVOICE_MESSAGES,
  type ChargeDetail,
  type Invoice,
  type SessionResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { emitInvoice, sweepInvoices } from '../src/modules/invoices/emission.js';
import { invoices, sellerInvoiceConfigs } from '../src/modules/invoices/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';
import { InvoiceIssuerUnavailableError, type InvoiceRequest } from '../src/providers/invoice-issuer/port.js';
import { SandboxInvoiceIssuer } from '../src/providers/invoice-issuer/sandbox.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';
import { pdfText } from './support/pdf.js';
import { deliverQueuedMail, startSmtpCatcher } from './support/smtp.js';
import { at } from './support/at.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let sale: SessionResponse;
let outsider: SessionResponse;
let sellerId: string;

const create = async (overrides: Parameters<typeof chargeInput>[0] = {}): Promise<ChargeDetail> =>
  (await call(admin, 'POST', '/api/charges', chargeInput({ paymentMethod: 'PIX', ...overrides }))).json();
const pay = (id: string) => call(admin, 'POST', `/api/sandbox/charges/${id}/payments`);
const list = async (id: string): Promise<Invoice[]> =>
  (await call(admin, 'GET', `/api/charges/${id}/invoices`)).json().content;
const emit = (id: string) => call(admin, 'POST', `/api/charges/${id}/invoices`);

/** Runs the invoices.emit job for every invoice waiting for the city (tests run without a worker). */
async function runEmissions() {
  const waiting = await t.ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.status, 'SEND_INVOICE_SYSTEM'));
  for (const { id } of waiting) await emitInvoice(t.ctx, id);
}

async function setConfig(active: boolean) {
  await t.ctx.db
    .insert(sellerInvoiceConfigs)
    .values({ sellerId, active, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: sellerInvoiceConfigs.sellerId, set: { active } });
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ clock, mailSender: smtpSender(smtp.url) });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  sale = await t.signIn('vendas@demo.cofre.dev');
  sellerId = admin.idSeller;
  outsider = await t.signInOutsider();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The ABRASF 2.04 CompNfse layout, transcribed (see the file's header for its source). */
const ABRASF_XSD = path.resolve(import.meta.dirname, 'fixtures/abrasf-2.04-compnfse.xsd');

describe('invoices (NFS-e)', () => {
  it('advances an invoice before payment; the job authorizes it with a number, a PDF and an XML', async () => {
    await setConfig(true);
    const charge = await create({ value: 25_000, title: 'Consultoria de marketing' });
    expect(charge.activeInvoiceConfig).toBe(true);
    expect(await list(charge.uuid)).toEqual([]);
    const response = await emit(charge.uuid);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      status: 'SEND_INVOICE_SYSTEM',
      invoiceNumber: null,
      invoiceDownloadLink: null,
    });
    await runEmissions();
    const invoice = at(await list(charge.uuid), 0);
    expect(invoice.status).toBe('AUTHORIZED');
    expect(invoice.invoiceNumber).toMatch(/^2026\d{8}$/);
    const pdf = await call(admin, 'GET', invoice.invoiceDownloadLink!.pdfImageLink);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Consultoria de marketing');
    expect(text).toMatch(/R\$\s250,00/);
    const xml = await call(admin, 'GET', invoice.invoiceDownloadLink!.xmlImageLink);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(`<Numero>${invoice.invoiceNumber}</Numero>`);
    expect(xml.body).toContain('<ValorServicos>250.00</ValorServicos>');
    expect(xml.body).toContain('<Cpf>52998224725</Cpf>');
    // Fails before this change: the XML lacked the versao, ValoresNfse, PrestadorServico,
    // OrgaoGerador, the RPS date and status, ExigibilidadeISS, OptanteSimplesNacional and
    // IncentivoFiscal, and numbered the RPS with a UUID.
    const validation = await validateXML({
      xml: [{ fileName: 'nfse.xml', contents: xml.body }],
      schema: [{ fileName: 'abrasf-2.04-compnfse.xsd', contents: await readFile(ABRASF_XSD, 'utf8') }],
    });
    expect(validation.errors.map((error) => error.message)).toEqual([]);
    expect(validation.valid).toBe(true);
    // Emitted at the time the city was asked, not at midnight.
    expect(xml.body).toContain(`<DataEmissao>2026-11-23T12:00:00-03:00</DataEmissao>`);
    // Advanced: paying does not emit a second one.
    await pay(charge.uuid);
    expect(await list(charge.uuid)).toHaveLength(1);
    // One live invoice: neither 'Adiantar' nor 'Emitir Novamente'.
    expect((await emit(charge.uuid)).json().errors[0].code).toBe('NF-001');
  });

  it('is requested when a charge is paid with the config active, and the sweep sends it', async () => {
    await setConfig(true);
    const charge = await create();
    await pay(charge.uuid);
    const waiting = at(await list(charge.uuid), 0);
    expect(waiting.status).toBe('SEND_INVOICE_SYSTEM');
    clock.set(new Date(clock.now().getTime() + 31_000));
    await sweepInvoices(t.ctx);
    await runEmissions();
    expect(at(await list(charge.uuid), 0).status).toBe('AUTHORIZED');
  });

  it('cancels only AUTHORIZED invoices, then offers Emitir Novamente', async () => {
    await setConfig(true);
    const charge = await create();
    await emit(charge.uuid);
    const pending = at(await list(charge.uuid), 0);
    const early = await call(admin, 'DELETE', `/api/charges/${charge.uuid}/invoices/${pending.uuidInvoice}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toEqual({
      code: 'NF-002',
      description: 'Somente notas fiscais autorizadas podem ser canceladas.',
    });
    await runEmissions();
    const cancel = await call(admin, 'DELETE', `/api/charges/${charge.uuid}/invoices/${pending.uuidInvoice}`);
    expect(cancel.statusCode).toBe(204);
    expect(at(await list(charge.uuid), 0).status).toBe('CANCELED');
    expect(
      (await call(admin, 'DELETE', `/api/charges/${charge.uuid}/invoices/${pending.uuidInvoice}`)).statusCode,
    ).toBe(409);
    // Emitir Novamente.
    expect((await emit(charge.uuid)).statusCode).toBe(202);
    await runEmissions();
    expect((await list(charge.uuid)).map((invoice) => invoice.status)).toEqual(['AUTHORIZED', 'CANCELED']);
  });

  it('records the city’s rejection and lets the seller emit again', async () => {
    await setConfig(true);
    const charge = await create({ value: 10_013 });
    await emit(charge.uuid);
    await runEmissions();
    const rejected = at(await list(charge.uuid), 0);
    expect(rejected).toMatchObject({ status: 'REJECTED', invoiceDownloadLink: null });
    expect(rejected.rejectionReason).toContain('E160');
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/invoice-email`, {})).json().errors[0].code).toBe(
      'NF-003',
    );
    expect((await emit(charge.uuid)).statusCode).toBe(202);
  });

  it('needs an active config to advance, and refuses cancelled charges', async () => {
    await setConfig(false);
    const charge = await create();
    expect((await call(admin, 'GET', `/api/charges/${charge.uuid}`)).json().activeInvoiceConfig).toBe(false);
    const refused = await emit(charge.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('NF-004');
    await setConfig(true);
    await call(admin, 'DELETE', `/api/charges/${charge.uuid}`);
    expect((await emit(charge.uuid)).json().errors[0].code).toBe('NF-001');
  });

  it('e-mails the authorized invoice with its PDF and XML attached', async () => {
    await setConfig(true);
    const charge = await create({ title: 'Aula particular' });
    await emit(charge.uuid);
    await runEmissions();
    const invoice = at(await list(charge.uuid), 0);
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/invoice-email`, { email: 'x' })).statusCode).toBe(
      400,
    );
    const sent = await call(admin, 'POST', `/api/charges/${charge.uuid}/invoice-email`, {
      email: 'contador@exemplo.com.br',
    });
    expect(sent.statusCode).toBe(204);
    await deliverQueuedMail(t);
    const mail = await smtp.waitFor('contador@exemplo.com.br');
    expect(mail.subject).toContain(invoice.invoiceNumber!);
    expect(mail.text).toContain('Aula particular');
    expect(mail.attachments.map((file) => file.filename).sort()).toEqual([
      `nota-fiscal-${invoice.invoiceNumber}.pdf`,
      `nota-fiscal-${invoice.invoiceNumber}.xml`,
    ]);
    const xml = mail.attachments.find((file) => file.filename?.endsWith('.xml'))!;
    expect(xml.content.toString('utf8')).toContain(`<Numero>${invoice.invoiceNumber}</Numero>`);
    // Default recipient: the buyer.
    await call(admin, 'POST', `/api/charges/${charge.uuid}/invoice-email`, {});
    await deliverQueuedMail(t);
    expect((await smtp.waitFor('conceicao@exemplo.com.br')).attachments).toHaveLength(2);
  });

  it('is for SELLER_MASTER/ADMIN/BACKOFFICE/CONFIG_NF only, and 404 across sellers', async () => {
    await setConfig(true);
    const charge = await create();
    expect((await call(sale, 'GET', `/api/charges/${charge.uuid}/invoices`)).statusCode).toBe(403);
    expect((await call(sale, 'POST', `/api/charges/${charge.uuid}/invoices`)).statusCode).toBe(403);
    await emit(charge.uuid);
    await runEmissions();
    const invoice = at(await list(charge.uuid), 0);
    for (const [method, url] of [
      ['GET', `/api/charges/${charge.uuid}/invoices`],
      ['POST', `/api/charges/${charge.uuid}/invoices`],
      ['POST', `/api/charges/${charge.uuid}/invoice-email`],
      ['DELETE', `/api/charges/${charge.uuid}/invoices/${invoice.uuidInvoice}`],
      ['GET', `/api/charges/${charge.uuid}/invoices/${invoice.uuidInvoice}/pdf`],
      ['GET', `/api/charges/${charge.uuid}/invoices/${invoice.uuidInvoice}/xml`],
    ] as const) {
      expect((await call(outsider, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(404);
    }
    expect(at(await list(charge.uuid), 0).status).toBe('AUTHORIZED');
  });
});

/** The sandbox city back up: it authorises what it was sent, whatever the amount's centavos. */
class RecoveredCity extends SandboxInvoiceIssuer {
  override emit(request: InvoiceRequest) {
    return super.emit({ ...request, service: { ...request.service, amount: 10_000 } });
  }
}

describe('an invoice the city never answers (amounts ending in ,14)', () => {
  const row = async (id: string) => (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const failedNotices = (chargeId: string) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, sellerId), eq(notifications.type, 'NOTIFICATION_INVOICE_FAILED')))
      .then((rows) => rows.filter((notice) => notice.variables.some((v) => v.value === chargeId)));

  it('is sent a bounded number of times, then FAILED and told; Emitir Novamente sends the same invoice', async () => {
    await setConfig(true);
    const charge = await create({ value: 10_014 });
    expect((await emit(charge.uuid)).statusCode).toBe(202);
    const { uuidInvoice: id } = at(await list(charge.uuid), 0);
    for (let send = 1; send < INVOICE_MAX_ATTEMPTS; send += 1) {
      await expect(emitInvoice(t.ctx, id)).rejects.toBeInstanceOf(InvoiceIssuerUnavailableError);
    }
    expect(await row(id)).toMatchObject({ status: 'SEND_INVOICE_SYSTEM', attempts: INVOICE_MAX_ATTEMPTS - 1 });
    await emitInvoice(t.ctx, id);
    expect(at(await list(charge.uuid), 0)).toMatchObject({
      status: 'FAILED',
      rejectionReason: INVOICE_MESSAGES.sendFailed,
    });
    expect(await failedNotices(charge.uuid)).toHaveLength(1);
    await emitInvoice(t.ctx, id);
    expect((await row(id)).attempts).toBe(INVOICE_MAX_ATTEMPTS);

    const rps = (await row(id)).rpsNumber;
    const city = t.ctx.invoiceIssuer;
    t.ctx.invoiceIssuer = new RecoveredCity();
    try {
      expect((await emit(charge.uuid)).statusCode).toBe(202);
      expect(await row(id)).toMatchObject({ status: 'SEND_INVOICE_SYSTEM', attempts: 0, rejectionReason: null });
      await emitInvoice(t.ctx, id);
    } finally {
      t.ctx.invoiceIssuer = city;
    }
    const after = await list(charge.uuid);
    expect(after.map((invoice) => [invoice.uuidInvoice, invoice.status])).toEqual([[id, 'AUTHORIZED']]);
    expect((await row(id)).rpsNumber).toBe(rps);
  });

  it('is sent again by the sweep only attempts² minutes after its last send, and dropped by a refund', async () => {
    await setConfig(true);
    const charge = await create({ value: 20_014 });
    await pay(charge.uuid);
    const { uuidInvoice: id } = at(await list(charge.uuid), 0);
    const queued: string[] = [];
    const jobs = t.ctx.jobs;
    const sweep = async () => {
      queued.length = 0;
      t.ctx.jobs = { ...jobs, send: async (_name: string, data: { id: string }) => void queued.push(data.id) } as never;
      try {
        await sweepInvoices(t.ctx);
      } finally {
        t.ctx.jobs = jobs;
      }
      return queued.includes(id);
    };
    clock.advance(31_000);
    expect(await sweep()).toBe(true);
    await expect(emitInvoice(t.ctx, id)).rejects.toBeInstanceOf(InvoiceIssuerUnavailableError);
    await expect(emitInvoice(t.ctx, id)).rejects.toBeInstanceOf(InvoiceIssuerUnavailableError);
    // Two sends: the next one is due four minutes after the last.
    clock.advance(3 * 60_000);
    expect(await sweep()).toBe(false);
    clock.advance(60_000);
    expect(await sweep()).toBe(true);

    for (let send = 3; send <= INVOICE_MAX_ATTEMPTS; send += 1) await emitInvoice(t.ctx, id).catch(() => undefined);
    expect((await row(id)).status).toBe('FAILED');
    clock.advance(24 * 60 * 60_000);
    expect(await sweep()).toBe(false);
    // A day on, the session has expired: the refund is made in a new one.
    const seller = await t.signIn('admin@demo.cofre.dev');
    const refund = await call(seller, 'POST', `/api/charges/${charge.uuid}/refunds`, { amount: 20_014 });
    expect(refund.statusCode).toBeLessThan(300);
    expect((await row(id)).status).toBe('CANCELED');
  });
});
