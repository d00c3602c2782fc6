import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { SessionResponse, Webhook, WebhookAttempt, WebhookCreated } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { drainWebhooks } from '../src/modules/webhooks/dispatch.js';
import { purgeOldWebhooks } from '../src/modules/webhooks/purge.js';
import { webhookDeliveries, webhookEndpoints } from '../src/modules/webhooks/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';
import { startReceiver } from './support/webhook-receiver.js';

const clock = new ManualClock(new Date());
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

beforeAll(async () => {
  t = await startTestApp({ clock, config: { webhookTimeoutMs: 500 } });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

async function newWebhook(url: string, domains = ['ORDER'], title = 'ERP'): Promise<WebhookCreated> {
  const response = await call(admin, 'POST', '/api/seller-api-webhooks', { title, url, domains });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Switches every endpoint of the demo seller off, so a test hears only its own. */
async function quietOthers(keep: string) {
  await t.ctx.db
    .update(webhookEndpoints)
    .set({ active: false })
    .where(and(eq(webhookEndpoints.sellerId, admin.idSeller)));
  await t.ctx.db.update(webhookEndpoints).set({ active: true }).where(eq(webhookEndpoints.id, keep));
}

async function attempts(id: string): Promise<WebhookAttempt[]> {
  const response = await call(admin, 'GET', `/api/seller-api-webhooks/${id}/attempts?size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content;
}

async function paidPixCharge(title = 'Pedido webhook') {
  const created = await call(admin, 'POST', '/api/charges', chargeInput({ title, paymentMethod: 'PIX' }));
  expect(created.statusCode, created.body).toBe(201);
  const charge = created.json();
  expect((await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/payments`)).statusCode).toBe(200);
  return charge as { uuid: string };
}

describe('webhooks: the endpoints (spec 3 §7 webhooks)', () => {
  it('creates one with its whsec_ secret, lists it without the secret, edits, switches and deletes it', async () => {
    const created = await newWebhook('https://erp.exemplo.com.br/cofre', ['ORDER', 'SUBSCRIPTION', 'ORDER']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ title: 'ERP', active: true, domains: ['SUBSCRIPTION', 'ORDER'] });
    const list = (await call(admin, 'GET', '/api/seller-api-webhooks')).json().content as Webhook[];
    expect(list.map((row) => row.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const put = await call(admin, 'PUT', `/api/seller-api-webhooks/${created.id}`, {
      title: 'ERP novo',
      url: 'https://erp.exemplo.com.br/v2',
      domains: ['SUBSCRIPTION'],
      active: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ title: 'ERP novo', domains: ['SUBSCRIPTION'], active: false });
    const on = await call(admin, 'PATCH', `/api/seller-api-webhooks/${created.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true });
    expect((await call(admin, 'DELETE', `/api/seller-api-webhooks/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/seller-api-webhooks/${created.id}`)).statusCode).toBe(404);
  });

  it('says what is wrong in Portuguese: the URL, the domains, the title', async () => {
    const badUrl = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: 'X',
      url: 'ftp://exemplo.com',
      domains: ['ORDER'],
    });
    expect(descriptions(badUrl)).toEqual(['Entre com uma url correta']);
    const noDomain = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: 'X',
      url: 'https://exemplo.com',
      domains: [],
    });
    expect(descriptions(noDomain)).toEqual(['Marque ao menos um domínio.']);
    const noTitle = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: ' ',
      url: 'https://exemplo.com',
      domains: ['ORDER'],
    });
    expect(descriptions(noTitle)).toEqual(['Preenchimento obrigatório!']);
    const unknownField = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: 'X',
      url: 'https://exemplo.com',
      domains: ['ORDER'],
      secret: 'whsec_meu',
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('is for the integration profiles only, never for an API key; another seller’s ids are 404', async () => {
    const created = await newWebhook('https://erp.exemplo.com.br/a');
    expect((await call(manager, 'GET', '/api/seller-api-webhooks')).statusCode).toBe(403);
    const key = (await call(admin, 'POST', '/api/seller-api-tokens', { title: 'Chave webhooks' })).json().key;
    const withKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/seller-api-webhooks',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).not.toBe(200);
    const base = `/api/seller-api-webhooks/${created.id}`;
    for (const [method, url, body] of [
      ['PUT', base, { title: 'x', url: 'https://x.com', domains: ['ORDER'], active: true }],
      ['PATCH', `${base}/active`, { active: false }],
      ['GET', `${base}/secret`],
      ['POST', `${base}/secret`],
      ['GET', `${base}/attempts`],
      ['POST', `${base}/test`],
      ['POST', `${base}/deliveries/${created.id}/resend`],
      ['DELETE', base],
    ] as const) {
      const response = await call(outsider, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(outsider, 'GET', '/api/seller-api-webhooks')).json().content).toEqual([]);
  });

  it('keeps at most 10 per seller', async () => {
    const existing = (await call(admin, 'GET', '/api/seller-api-webhooks')).json().content.length;
    for (let n = existing; n < 10; n += 1) await newWebhook(`https://erp.exemplo.com.br/${n}`);
    const eleventh = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: 'Demais',
      url: 'https://erp.exemplo.com.br/x',
      domains: ['ORDER'],
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().errors[0].code).toBe('WHK-001');
    await t.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.sellerId, admin.idSeller));
  });
});

describe('webhooks: delivery (Standard Webhooks)', () => {
  it('delivers a paid Pix charge’s events, signed, to the ORDER endpoint and not to the SUBSCRIPTION one', async () => {
    const receiver = await startReceiver();
    const other = await startReceiver();
    const order = await newWebhook(receiver.url, ['ORDER']);
    const subscriptions = await newWebhook(other.url, ['SUBSCRIPTION'], 'Assinaturas');
    const charge = await paidPixCharge();
    await drainWebhooks(t.ctx);

    const verified = receiver.verifyAll(order.secret) as Array<{ id: string; type: string; data: { id: string } }>;
    const ours = verified.filter((event) => event.data.id === charge.uuid);
    // Two events sent side by side: no order is promised (receivers order by the payload's timestamp).
    expect(ours.map((event) => event.type).sort()).toEqual(['charge.created', 'charge.paid']);
    expect(receiver.received.every((item) => item.id === item.payload.id && item.id.startsWith('evt_'))).toBe(true);
    const paid = receiver.received.find((item) => item.payload.type === 'charge.paid')!;
    expect(paid.payload.data).toMatchObject({ status: 'PAID', value: 15_000, paymentMethod: 'PIX' });
    expect(paid.body).not.toContain('cardToken');
    expect(other.received).toHaveLength(0);
    expect(() => new StandardWebhook(subscriptions.secret).verify(paid.body, paid.headers)).toThrow();

    const log = await attempts(order.id);
    expect(log[0]).toMatchObject({
      succeeded: true,
      responseStatus: 200,
      responseBody: 'ok',
      deliveryStatus: 'SUCCEEDED',
    });
    expect(log[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    await receiver.close();
    await other.close();
    await t.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.sellerId, admin.idSeller));
  });

  it('retries a 500 after 5 s with the same id, then logs both attempts; resend sends it once more', async () => {
    const receiver = await startReceiver([500]);
    const endpoint = await newWebhook(receiver.url);
    await quietOthers(endpoint.id);
    const test = await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    await drainWebhooks(t.ctx);
    let log = await attempts(endpoint.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      succeeded: false,
      responseStatus: 500,
      responseBody: 'erro 500',
      deliveryStatus: 'PENDING',
    });
    expect(new Date(log[0]!.nextAttemptAt!).getTime() - clock.now().getTime()).toBe(5_000);
    const [failing] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(failing?.failingSince).not.toBeNull();

    await drainWebhooks(t.ctx); // not due yet
    expect(receiver.received).toHaveLength(1);
    clock.advance(5_000);
    await drainWebhooks(t.ctx);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.id).toBe(receiver.received[1]!.id);
    expect(receiver.received[0]!.id).toBe(test.json().eventId);
    log = await attempts(endpoint.id);
    expect(log.map((row) => row.responseStatus)).toEqual([200, 500]);
    expect(log[0]!.deliveryStatus).toBe('SUCCEEDED');

    const resend = await call(
      admin,
      'POST',
      `/api/seller-api-webhooks/${endpoint.id}/deliveries/${log[0]!.deliveryId}/resend`,
    );
    expect(resend.statusCode, resend.body).toBe(202);
    await drainWebhooks(t.ctx);
    expect(receiver.received.map((item) => item.id)).toEqual(Array(3).fill(test.json().eventId));
    receiver.verifyAll(endpoint.secret);
    await receiver.close();
  });

  it('times out a silent receiver, and takes back a delivery whose dispatcher died mid-attempt', async () => {
    const receiver = await startReceiver();
    const endpoint = await newWebhook(receiver.url);
    await quietOthers(endpoint.id);
    const release = receiver.holdAnswers();
    await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    await drainWebhooks(t.ctx);
    release();
    const [timedOut] = await attempts(endpoint.id);
    expect(timedOut).toMatchObject({
      succeeded: false,
      error: 'TIMEOUT',
      responseStatus: null,
      deliveryStatus: 'PENDING',
    });

    // A dispatcher that claimed the delivery and died: the lease holds it for a minute, then it goes.
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: clock.now(), leaseUntil: new Date(clock.now().getTime() + 60_000), attempts: 2 })
      .where(eq(webhookDeliveries.id, delivery!.id));
    await drainWebhooks(t.ctx);
    expect(receiver.received).toHaveLength(1);
    clock.advance(60_000);
    await drainWebhooks(t.ctx);
    expect(receiver.received).toHaveLength(2);
    expect((await attempts(endpoint.id))[0]).toMatchObject({ succeeded: true, deliveryStatus: 'SUCCEEDED' });
    await receiver.close();
  });

  it('an inactive endpoint receives nothing until switched on; resend and test are refused meanwhile', async () => {
    const receiver = await startReceiver();
    const endpoint = await newWebhook(receiver.url);
    await quietOthers(endpoint.id);
    await call(admin, 'PATCH', `/api/seller-api-webhooks/${endpoint.id}/active`, { active: false });
    await paidPixCharge('Pedido com webhook desligado');
    await drainWebhooks(t.ctx);
    expect(receiver.received).toHaveLength(0);
    const test = await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(descriptions(test)).toEqual(['Ative o webhook para enviar eventos a ele.']);
    await call(admin, 'PATCH', `/api/seller-api-webhooks/${endpoint.id}/active`, { active: true });
    await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    await drainWebhooks(t.ctx);
    expect(receiver.received.map((item) => item.payload.type)).toEqual(['webhook.test']);
    await receiver.close();
  });

  it('rotates the secret: both sign for 24 h, then only the new one', async () => {
    const receiver = await startReceiver();
    const endpoint = await newWebhook(receiver.url);
    await quietOthers(endpoint.id);
    const read = (await call(admin, 'GET', `/api/seller-api-webhooks/${endpoint.id}/secret`)).json();
    expect(read).toEqual({ secret: endpoint.secret, previousSecretExpiresAt: null });
    const rotated = (await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/secret`)).json();
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(new Date(rotated.previousSecretExpiresAt).getTime() - clock.now().getTime()).toBe(24 * 3600 * 1000);
    await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    await drainWebhooks(t.ctx);
    receiver.verifyAll(endpoint.secret);
    receiver.verifyAll(rotated.secret);
    expect(receiver.received[0]!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    await receiver.close();
  });

  it('gives up after 3 days, switches the endpoint off and e-mails the seller once', async () => {
    const endpoint = await newWebhook('http://127.0.0.1:9/fechado');
    await quietOthers(endpoint.id);
    await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    for (let round = 0; round < 20; round += 1) {
      await drainWebhooks(t.ctx);
      clock.advance(10 * 3600 * 1000);
    }
    admin = await t.signIn('admin@demo.cofre.dev'); // 200 hours later: a new session
    const log = await attempts(endpoint.id);
    expect(log.length).toBeGreaterThan(6);
    expect(log.every((row) => row.error === 'NETWORK')).toBe(true);
    expect(log[0]!.deliveryStatus).toBe('FAILED');
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ active: false, disabledForFailures: true });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Webhook desativado: ERP'));
    expect(mails).toHaveLength(1);
    const on = await call(admin, 'PATCH', `/api/seller-api-webhooks/${endpoint.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true, disabledForFailures: false, failingSince: null });
  });
});

describe('webhooks: retention', () => {
  it('drops finished deliveries and their events after 30 days, never a pending one', async () => {
    const receiver = await startReceiver([500]);
    const endpoint = await newWebhook(receiver.url);
    await quietOthers(endpoint.id);
    await call(admin, 'POST', `/api/seller-api-webhooks/${endpoint.id}/test`);
    await drainWebhooks(t.ctx); // 500: PENDING, retried in 5 s
    const [pending] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    clock.advance(31 * 24 * 3600 * 1000);
    admin = await t.signIn('admin@demo.cofre.dev');
    const purged = await purgeOldWebhooks(t.ctx);
    expect(purged.deliveries).toBeGreaterThan(0);
    expect(purged.events).toBeGreaterThan(0);
    const left = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.sellerId, admin.idSeller));
    expect(left.map((row) => row.id)).toEqual([pending!.id]);
    expect(await attempts(endpoint.id)).toHaveLength(1);
    await receiver.close();
  });
});

describe('webhooks: production refuses internal addresses (SSRF)', () => {
  it('refuses loopback, private and link-local URLs when saved and when delivered', async () => {
    const production = await startTestApp({ config: { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:2525' } });
    const adminP = await production.signIn('admin@demo.cofre.dev');
    const callP = caller(production);
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://10.0.0.5/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://192.168.0.10/x',
    ]) {
      const response = await callP(adminP, 'POST', '/api/seller-api-webhooks', { title: 'X', url, domains: ['ORDER'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].code).toBe('WHK-002');
    }
    // Saved when it was public, private now (DNS can change): refused at delivery, logged as such.
    const receiver = await startReceiver();
    const created = await callP(adminP, 'POST', '/api/seller-api-webhooks', {
      title: 'X',
      url: 'http://93.184.215.14/x',
      domains: ['ORDER'],
    });
    expect(created.statusCode, created.body).toBe(201);
    await production.ctx.db
      .update(webhookEndpoints)
      .set({ url: receiver.url })
      .where(eq(webhookEndpoints.id, created.json().id));
    await callP(adminP, 'POST', `/api/seller-api-webhooks/${created.json().id}/test`);
    await drainWebhooks(production.ctx);
    expect(receiver.received).toHaveLength(0);
    const log = (await callP(adminP, 'GET', `/api/seller-api-webhooks/${created.json().id}/attempts`)).json().content;
    expect(log[0]).toMatchObject({ succeeded: false, error: 'FORBIDDEN_ADDRESS' });
    await receiver.close();
    await production.close();
  });
});
