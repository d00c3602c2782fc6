import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { NO_BODY_MESSAGE } from '../src/plugins/validation.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

/**
 * Routes that take no body (issue 35): a body is refused in the contract's shape, whatever it
 * holds, while no body and the `{}` many clients send by habit keep working.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await startTestApp({ onRoute: (route) => routes.push(route) });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

/** Every '/api' METHOD + path that may carry a body and declares no body schema. */
function routesWithoutBody(): string[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !(route.schema as { body?: unknown } | undefined)?.body)
    .flatMap((route) => [route.method].flat().map((method) => `${String(method)} ${route.url}`))
    .filter((key) => BODY_METHODS.includes(key.split(' ')[0]!))
    .sort();
}

function sendRaw(method: string, url: string, payload: string, contentType = 'application/json') {
  return t.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { ...t.bearer(admin), 'content-type': contentType },
  });
}

describe('a route that declares no body', () => {
  it('refuses {"x":1} on every one of them with a 400 in the contract shape', async () => {
    // The uploads' body is the file itself (`config.fileBody`): the last test sends them one.
    const uploads = ['POST /api/charges/:id/dispute/evidence', 'POST /api/payments/batches'];
    const keys = routesWithoutBody().filter((key) => !uploads.includes(key));
    // The ones the probe named are among them (the list is read from the route table, not kept by hand).
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/seller-api-webhooks/:id/secret',
        'POST /api/seller-api-webhooks/:id/test',
        'POST /api/payment-links/:id/duplicate',
        'POST /api/users/:id/invitation',
        'POST /api/sandbox/charges/:id/payments',
        'POST /api/sandbox/subscriptions/:id/next-cycle',
        'DELETE /api/payment-links/:id',
        'PATCH /api/notification-panel/read-all',
      ]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const key of keys) {
      const [method, pattern] = key.split(' ') as [string, string];
      const response = await sendRaw(method, pattern.replace(/:[A-Za-z]+/g, ANY_ID), '{"x":1}');
      const body = response.json() as { errors?: unknown };
      const expected = { errors: [{ code: 'VAL-002', description: 'Campo não permitido: x.' }] };
      if (response.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify(expected)) {
        failures.push(`${key} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses arrays, texts, null, deep nesting and lone surrogates too', async () => {
    const url = `/api/seller-api-webhooks/${ANY_ID}/secret`;
    const deep = '{"a":'.repeat(40) + '1' + '}'.repeat(40);
    const cases: Array<[string, string, string]> = [
      ['[1]', 'application/json', NO_BODY_MESSAGE],
      ['"texto"', 'application/json', NO_BODY_MESSAGE],
      ['null', 'application/json', NO_BODY_MESSAGE],
      ['42', 'application/json', NO_BODY_MESSAGE],
      [deep, 'application/json', 'A requisição tem níveis demais.'],
      ['{"\\ud800":1}', 'application/json', 'O texto contém caracteres inválidos.'],
      ['{"a":"\\udc00"}', 'application/json', 'O texto contém caracteres inválidos.'],
      ['qualquer coisa', 'text/plain', NO_BODY_MESSAGE],
      ['%PDF-1.4 arquivo', 'application/pdf', NO_BODY_MESSAGE],
    ];
    for (const [payload, contentType, description] of cases) {
      const response = await sendRaw('POST', url, payload, contentType);
      expect(response.statusCode, `${contentType} ${payload.slice(0, 20)}`).toBe(400);
      expect(response.json().errors, payload.slice(0, 20)).toEqual([
        expect.objectContaining({ code: 'VAL-002', description }),
      ]);
    }
  });

  it('works without a body and with {} (webhook secret rotation, link duplicate, invitation resend)', async () => {
    const webhook = await call(admin, 'POST', '/api/seller-api-webhooks', {
      title: 'ERP',
      url: 'https://erp.exemplo.com.br/cofre',
      domains: ['ORDER'],
    });
    expect(webhook.statusCode, webhook.body).toBe(201);
    const link = await call(admin, 'POST', '/api/payment-links', {
      type: 'ORDER',
      title: 'Curso sem corpo',
      description: 'Turma de dezembro',
      value: 25_000,
      creditCard: { enabled: false, discountPercent: 0, installments: 1, feeBearer: 'EARLY_SELLER' },
      bankSlip: { enabled: false, discountPercent: 0, installments: 1 },
      pix: { enabled: true, discountPercent: 0, installments: 1 },
    });
    expect(link.statusCode, link.body).toBe(201);
    const linkId = link.json().id as string;
    const invited = await call(admin, 'POST', '/api/users', { email: 'sem-corpo@loja.com.br', profile: 'SALE' });
    expect(invited.statusCode, invited.body).toBe(201);

    const secrets = new Set<string>();
    for (const payload of [undefined, '{}']) {
      const rotate = payload
        ? await sendRaw('POST', `/api/seller-api-webhooks/${webhook.json().id}/secret`, payload)
        : await call(admin, 'POST', `/api/seller-api-webhooks/${webhook.json().id}/secret`);
      expect(rotate.statusCode, rotate.body).toBe(200);
      secrets.add(rotate.json().secret);

      const duplicate = payload
        ? await sendRaw('POST', `/api/payment-links/${linkId}/duplicate`, payload)
        : await call(admin, 'POST', `/api/payment-links/${linkId}/duplicate`);
      expect(duplicate.statusCode, duplicate.body).toBe(201);
      expect(duplicate.json().id).not.toBe(linkId);

      const resend = payload
        ? await sendRaw('POST', `/api/users/${invited.json().id}/invitation`, payload)
        : await call(admin, 'POST', `/api/users/${invited.json().id}/invitation`);
      expect(resend.statusCode, resend.body).toBe(204);

      const readAll = payload
        ? await sendRaw('PATCH', '/api/notification-panel/read-all', payload)
        : await call(admin, 'PATCH', '/api/notification-panel/read-all');
      expect(readAll.statusCode, readAll.body).toBe(204);
    }
    // Each rotation made a new secret: the call acted, not just answered.
    expect(secrets.size).toBe(2);
  });

  it('leaves the evidence upload alone: its body is the file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/charges/${ANY_ID}/dispute/evidence?fileName=nota.pdf`,
      payload: Buffer.from('%PDF-1.4 prova'),
      headers: { ...t.bearer(admin), 'content-type': 'application/pdf' },
    });
    // The charge does not exist: the file got through to the handler, which looked for it.
    expect(response.statusCode, response.body).toBe(404);
  });

  it('leaves the CNAB upload alone: its body is the file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/batches?fileName=remessa.txt',
      payload: Buffer.from('{"x":1}'),
      headers: { ...t.bearer(admin), 'content-type': 'application/octet-stream' },
    });
    // Not refused as a body: read as a file, whose one short line is no CNAB layout.
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'invalid', validLines: 0 });
  });
});
