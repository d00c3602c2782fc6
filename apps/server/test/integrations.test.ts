import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreated, SessionResponse } from '@cofre/contract';
import { auditLog } from '../src/modules/audit/tables.js';
import { apiKeys } from '../src/modules/integrations/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

beforeAll(async () => {
  // A tiny window so the limit is reached by a test, not by load.
  t = await startTestApp({ config: { apiKeyRateLimit: { max: 5, windowMs: 60_000 } } });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

async function newKey(session = admin, title = 'Chave de teste'): Promise<ApiKeyCreated> {
  const response = await call(session, 'POST', '/api/seller-api-tokens', { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A call with an API key instead of a session. */
const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${key}`, ...headers } });

describe('API keys (Chaves API)', () => {
  it('creates a key shown whole once, listed by its preview only', async () => {
    const first = await newKey(admin, 'Chave 1');
    expect(first.key).toMatch(/^cofre_test_[A-Za-z0-9_-]{43}$/);
    expect(first).toMatchObject({ title: 'Chave 1', active: true, lastUsedAt: null });
    expect(first.preview).toBe(`cofre_test_…${first.key.slice(-4)}`);
    const second = await newKey(admin, '  Loja virtual  ');
    expect(second.title).toBe('Loja virtual');
    await newKey(admin, 'Chave 3');
    const missing = await call(admin, 'POST', '/api/seller-api-tokens', {});
    expect(descriptions(missing)).toEqual(['Preenchimento obrigatório!']);

    const list = (await call(admin, 'GET', '/api/seller-api-tokens')).json().content as ApiKey[];
    expect(list.map((key) => key.title)).toEqual(['Chave 1', 'Loja virtual', 'Chave 3']);
    expect(JSON.stringify(list)).not.toContain(first.key);
    const [stored] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, first.id));
    expect(stored?.keyHash).not.toContain(first.key.slice(11, 20));
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.sellerId, admin.idSeller), eq(auditLog.action, 'integration.key_created')));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('edits, switches and deletes a key; checks the title; another seller’s key is 404', async () => {
    const key = await newKey();
    const renamed = await call(admin, 'PUT', `/api/seller-api-tokens/${key.id}`, { title: 'ERP', active: false });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'ERP', active: false });
    const on = await call(admin, 'PATCH', `/api/seller-api-tokens/${key.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true });
    const blank = await call(admin, 'PUT', `/api/seller-api-tokens/${key.id}`, { title: ' ', active: true });
    expect(blank.statusCode).toBe(400);
    expect(descriptions(blank)).toEqual(['Preenchimento obrigatório!']);
    const long = await call(admin, 'POST', '/api/seller-api-tokens', { title: 'x'.repeat(61) });
    expect(descriptions(long)).toEqual(['Use no máximo 60 caracteres.']);
    expect(
      (await call(outsider, 'PUT', `/api/seller-api-tokens/${key.id}`, { title: 'x', active: true })).statusCode,
    ).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/seller-api-tokens/${key.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/seller-api-tokens/${key.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/seller-api-tokens/${key.id}`)).statusCode).toBe(404);
  });

  it('is for the integration roles only, and at most 20 keys a seller', async () => {
    expect((await call(manager, 'GET', '/api/seller-api-tokens')).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/api/seller-api-tokens', { title: 'x' })).statusCode).toBe(403);
    const theirs = (await call(outsider, 'GET', '/api/seller-api-tokens')).json().content as ApiKey[];
    for (let made = theirs.length; made < 20; made += 1) await newKey(outsider);
    const refused = await call(outsider, 'POST', '/api/seller-api-tokens', { title: 'Chave 21' });
    expect(refused.statusCode).toBe(409);
    expect(descriptions(refused)).toEqual(['Limite de 20 chaves atingido. Exclua uma chave para criar outra.']);
  });
});

describe('the public API (/api/v1) with a key', () => {
  it('creates and reads charges as the seller, with idempotency, a request id and last-used', async () => {
    const { key, id } = await newKey();
    const body = chargeInput({ title: 'Pedido via API' });
    const created = await withKey(key, 'POST', '/api/v1/charges', body, { 'idempotency-key': 'api-pedido-1' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['x-request-id']).toBeTruthy();
    const again = await withKey(key, 'POST', '/api/v1/charges', body, { 'idempotency-key': 'api-pedido-1' });
    expect(again.json().uuid).toBe(created.json().uuid);
    const read = await withKey(key, 'GET', `/api/v1/charges/${created.json().uuid}`);
    expect(read.json()).toMatchObject({ title: 'Pedido via API', status: 'SCHEDULED' });
    const list = await withKey(key, 'GET', '/api/v1/charges?page=0');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content.map((charge: { uuid: string }) => charge.uuid)).toContain(created.json().uuid);
    const invalid = await withKey(key, 'POST', '/api/v1/charges', { ...body, value: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].description).toMatch(/[a-zà-ú]/);
    const [stored] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it('never reaches another seller, nor the back-office, nor what a key may not do', async () => {
    const { key } = await newKey();
    const theirKey = (await newKeyFor(outsider)).key;
    const mine = await withKey(key, 'POST', '/api/v1/charges', chargeInput());
    expect((await withKey(theirKey, 'GET', `/api/v1/charges/${mine.json().uuid}`)).statusCode).toBe(404);
    expect((await withKey(key, 'GET', '/api/charges')).json().errors[0].code).toBe('INT-003');
    expect((await withKey(key, 'GET', '/api/v1/seller-api-tokens')).statusCode).toBe(404);
    expect((await withKey(key, 'GET', '/api/v1/users')).statusCode).toBe(404);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/charges', headers: t.bearer(admin) });
    expect(session.statusCode).toBe(401);
    expect(session.json().errors[0].code).toBe('INT-002');
  });

  it('a key switched off or deleted is refused on its next call', async () => {
    const { key, id } = await newKey();
    expect((await withKey(key, 'GET', '/api/v1/seller-clients')).statusCode).toBe(200);
    await call(admin, 'PATCH', `/api/seller-api-tokens/${id}/active`, { active: false });
    const off = await withKey(key, 'GET', '/api/v1/seller-clients');
    expect(off.statusCode).toBe(401);
    expect(descriptions(off)).toEqual(['Chave de API inválida ou desativada.']);
    await call(admin, 'PATCH', `/api/seller-api-tokens/${id}/active`, { active: true });
    expect((await withKey(key, 'GET', '/api/v1/seller-clients')).statusCode).toBe(200);
    await call(admin, 'DELETE', `/api/seller-api-tokens/${id}`);
    expect((await withKey(key, 'GET', '/api/v1/seller-clients')).statusCode).toBe(401);
  });

  it('limits each key on its own: 429 with Retry-After past the limit', async () => {
    const { key } = await newKey();
    const other = await newKey();
    for (let n = 0; n < 5; n += 1) expect((await withKey(key, 'GET', '/api/v1/subscriptions')).statusCode).toBe(200);
    const limited = await withKey(key, 'GET', '/api/v1/subscriptions');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(other.key, 'GET', '/api/v1/payment-links')).statusCode).toBe(200);
  });
});

async function newKeyFor(session: SessionResponse) {
  const list = (await call(session, 'GET', '/api/seller-api-tokens')).json().content as ApiKey[];
  if (list.length >= 20) await call(session, 'DELETE', `/api/seller-api-tokens/${list[0]!.id}`);
  return newKey(session);
}

describe('the public API’s OpenAPI document', () => {
  it('lists exactly the /api/v1 operations, with the API key as security', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/v1.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      info: { title: string };
      paths: Record<string, Record<string, { security: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.info.title).toBe('Cofre API pública');
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(operations).toEqual([
      'GET /api/v1/charges',
      'GET /api/v1/charges/{id}',
      'GET /api/v1/payment-links',
      'GET /api/v1/payment-links/{id}',
      'GET /api/v1/seller-clients',
      'GET /api/v1/seller-clients/{id}',
      'GET /api/v1/subscriptions',
      'GET /api/v1/subscriptions/{id}',
      'POST /api/v1/charges',
      'POST /api/v1/charges/{id}/refunds',
      'POST /api/v1/seller-clients',
    ]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['apiKey']);
    expect(document.paths['/api/v1/charges']!.post!.security).toEqual([{ apiKey: [] }]);
    // A sibling of an id route is not offered: only uuids fill `{id}`.
    const { key } = await newKey(admin, 'Chave da documentação');
    expect((await withKey(key, 'GET', '/api/v1/charges/summary')).statusCode).toBe(404);
  });
});
