import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findSeller } from '../src/ops/commands.js';
import { DEMO_SELLER } from '../src/ops/seed.js';
import { users } from '../src/modules/users/tables.js';
import { card, CARDS, caller, chargeInput } from './support/charges.js';
import { startTestApp, type TestApp } from './support/app.js';

const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
const EMAIL = 'conceicao.araujo@exemplo.com.br';
const PHONE = '11987654321';
const CARD_DIGITS = CARDS.approved.replaceAll(' ', '');
/** What a buyer types on the hosted checkout: distinctive, so a leak cannot hide among other digits. */
const CHECKOUT_CVV = '7319';
const CHECKOUT_HOLDER = 'HOLDERNAME QUINTELA';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await startTestApp({
    logStream: stream,
    config: { logLevel: 'debug' },
    extraRoutes(app, ctx) {
      // Two database failures nobody catches: a unique constraint and a value PostgreSQL quotes back.
      app.post('/api/test/duplicate-user', { config: { permission: 'public' } }, async () => {
        const seller = await findSeller(ctx, DEMO_SELLER.document);
        await ctx.db.insert(users).values({
          sellerId: seller.id,
          email: 'admin@demo.cofre.dev',
          name: `Conceição ${CPF} ${EMAIL} ${PHONE}`,
          profile: 'ADMIN',
          status: 'ACTIVE',
        });
        return { ok: true };
      });
      app.get('/api/test/bad-cast', { config: { permission: 'public' } }, async () => {
        await ctx.db.execute(sql`select ${EMAIL}::uuid, ${CPF_DIGITS}::int`);
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry no CPF, e-mail, phone, card number or card-vault token, whatever the request did', async () => {
    const call = caller(t);
    const admin = await t.signIn('admin@demo.cofre.dev');
    for (const url of [
      `/api/seller-clients?search=${encodeURIComponent(CPF)}`,
      `/api/seller-clients?search=${encodeURIComponent(EMAIL)}`,
      `/api/seller-clients?search=Concei%C3%A7%C3%A3o`,
      `/api/charges?customerDocument=${CPF_DIGITS}&customerEmail=${encodeURIComponent(EMAIL)}`,
      `/api/charges?customerName=Concei%C3%A7%C3%A3o&size=1000`,
      `/api/seller-clients/${EMAIL}`,
      `/clientes/${CPF_DIGITS}`,
    ]) {
      await call(admin, 'GET', url);
    }
    const charge = await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({
        paymentMethod: 'CREDIT_CARD',
        card: card(CARDS.approved),
        expirationDate: '2030-01-15',
        customer: { name: 'Conceição Araújo', document: CPF, email: EMAIL, phone: PHONE },
      }),
    );
    expect(charge.statusCode).toBe(201);
    // A refused card charge and a client create (with and without a duplicate document).
    await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({ paymentMethod: 'CREDIT_CARD', card: card(CARDS.declined) }),
    );
    const client = {
      document: { documentNumber: CPF, documentType: 'CPF', documentNation: 'BR' },
      contact: { name: 'Conceição Araújo', email: EMAIL, countryCode: '55', phone: PHONE },
      address: null,
    };
    await call(admin, 'POST', '/api/seller-clients', client);
    await call(admin, 'POST', '/api/seller-clients', client);
    // The hosted checkout: a buyer pays a link with a card (approved, then declined), no session.
    const link = await call(admin, 'POST', '/api/payment-links', {
      type: 'ORDER',
      title: 'Oficina',
      value: 20_000,
      creditCard: { enabled: true, installments: 3 },
      bankSlip: { enabled: false },
      pix: { enabled: false },
    });
    expect(link.statusCode).toBe(201);
    for (const number of [CARDS.approved, CARDS.declined]) {
      const payment = await t.app.inject({
        method: 'POST',
        url: `/api/public/checkout/links/${link.json().id}/payments`,
        payload: {
          attemptId: randomUUID(),
          method: 'CREDIT_CARD',
          installments: 2,
          customer: { name: 'Conceição Araújo', document: CPF, email: EMAIL, phone: PHONE },
          card: { number, holderName: CHECKOUT_HOLDER, expiry: '12/2030', cvv: CHECKOUT_CVV },
        },
      });
      expect(payment.statusCode, payment.body).toBe(201);
      expect(payment.json().status).toBe(number === CARDS.approved ? 'PAID' : 'FAILED');
    }
    // Failures of the database, logged as errors.
    expect((await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' })).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/bad-cast' })).statusCode).toBe(500);

    const all = logLines.join('\n');
    // A line per request, written with its answer: the 14 above that did not fail (sign-in included).
    const requestLines = logLines.filter((line) => line.includes('"msg":"request completed"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(14);
    expect(all).not.toContain('incoming request');
    expect(all).toContain('"url":"/api/seller-clients"');
    expect(all).toContain('"query":["search"]');
    expect(all).toContain('"url":"/api/public/checkout/links/:id/payments"');
    expect(all).toContain('"code":"23505"');
    expect(all).toContain('"constraint":');
    const leaks = logLines.filter(
      (line) =>
        line.includes(CPF) ||
        line.includes(CPF_DIGITS) ||
        line.includes(PHONE) ||
        line.includes(CARD_DIGITS) ||
        line.includes(CARDS.declined.replaceAll(' ', '')) ||
        line.includes(CHECKOUT_HOLDER) ||
        line.includes(`"${CHECKOUT_CVV}"`) ||
        /cvv|holderName/i.test(line) ||
        /sbx_/.test(line) ||
        /[\w.+-]+@[\w-]+\.[\w.]+/.test(line) ||
        /\d{3}\.\d{3}\.\d{3}-\d{2}/.test(line) ||
        /Concei/.test(line),
    );
    expect(leaks).toEqual([]);
  });
});

describe('console mailer', () => {
  it('refuses to start in production without SMTP_URL', async () => {
    await expect(startTestApp({ config: { nodeEnv: 'production' } })).rejects.toThrow(
      'SMTP_URL is required when NODE_ENV=production',
    );
  });
});
