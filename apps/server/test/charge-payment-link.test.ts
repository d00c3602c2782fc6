import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionResponse } from '@cofre/contract';
import { setFeature } from '../src/ops/commands.js';
import { charges } from '../src/modules/charges/tables.js';
import { integrationEvents } from '../src/modules/events/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

/**
 * A charge may name only a payment link of its own seller (issue 35): another seller's link id, or
 * an unknown one, is 404 like any foreign id, on the back-office route and on the public API.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let apiKey: string;
let ownLinkId: string;
let foreignLinkId: string;

const linkBody = (title: string) => ({
  type: 'ORDER',
  title,
  value: 20_000,
  creditCard: { enabled: false, discountPercent: 0, installments: 1, feeBearer: 'EARLY_SELLER' },
  bankSlip: { enabled: true, discountPercent: 0, installments: 1 },
  pix: { enabled: true, discountPercent: 0, installments: 1 },
});

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  const own = await call(admin, 'POST', '/api/payment-links', linkBody('Oficina da casa'));
  expect(own.statusCode, own.body).toBe(201);
  ownLinkId = own.json().id;

  let outsider = await t.signInOutsider();
  for (const feature of ['view_seller_payment_link', 'view_seller_create_payment_link']) {
    await setFeature(t.ctx, outsider.idSeller, feature, true);
  }
  outsider = await t.signInOutsider();
  const foreign = await call(outsider, 'POST', '/api/payment-links', linkBody('Oficina da outra loja'));
  expect(foreign.statusCode, foreign.body).toBe(201);
  foreignLinkId = foreign.json().id;

  const key = await call(admin, 'POST', '/api/seller-api-tokens', { title: 'ERP' });
  expect(key.statusCode, key.body).toBe(201);
  apiKey = key.json().key;
});
afterAll(() => t.close());

const ROUTES = {
  'back-office (/api/charges)': (body: object) => call(admin, 'POST', '/api/charges', body),
  'public API (/api/v1/charges)': (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/charges',
      payload: body,
      headers: { authorization: `Bearer ${apiKey}` },
    }),
};

describe.each(Object.entries(ROUTES))('POST a charge naming a payment link, %s', (_name, create) => {
  const input = (paymentLinkId: string) =>
    chargeInput({ title: 'Pedido com link', expirationDate: '2030-01-15', paymentMethod: 'PIX', paymentLinkId });

  it("refuses another seller's link with 404, and writes no charge nor event", async () => {
    const response = await create(input(foreignLinkId));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'GEN-404', description: 'Registro não encontrado.' }] });
    expect(await t.ctx.db.select().from(charges).where(eq(charges.paymentLinkId, foreignLinkId))).toEqual([]);
    const events = await t.ctx.db.select({ data: integrationEvents.data }).from(integrationEvents);
    expect(JSON.stringify(events)).not.toContain(foreignLinkId);
  });

  it('refuses an unknown link id with 404', async () => {
    const unknown = randomUUID();
    const response = await create(input(unknown));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().errors[0].code).toBe('GEN-404');
    expect(await t.ctx.db.select().from(charges).where(eq(charges.paymentLinkId, unknown))).toEqual([]);
  });

  it("creates the charge with the seller's own link", async () => {
    const response = await create(input(ownLinkId));
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.ctx.db.select().from(charges).where(eq(charges.id, response.json().uuid));
    expect(stored).toMatchObject({ sellerId: admin.idSeller, paymentLinkId: ownLinkId, value: 15_000 });
  });
});
