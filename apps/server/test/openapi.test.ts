import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from './support/app.js';
import { caller, chargeInput } from './support/charges.js';

/**
 * The OpenAPI document (/api/docs/json) is linted by Redocly's recommended ruleset, and real answers
 * of the server are checked against the schemas it documents (docs/api.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked by key
type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const routes: RouteOptions[] = [];
let t: TestApp;
let doc: Json;

beforeAll(async () => {
  t = await startTestApp({ onRoute: (route) => void routes.push(route) });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(() => t.close());

function operations(): Array<{ path: string; method: string; op: Json }> {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] as Json })),
  );
}

/** '/api/charges/:id' as the document writes it: '/api/charges/{id}'. */
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const format = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it('passes the Redocly recommended rules with no errors and no warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error').map(format);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(format);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('gives every operation a pt-BR summary, a unique camelCase operationId, a described tag and an example', () => {
    const tags = new Set((doc.tags as Json[]).filter((tag) => tag.description).map((tag) => tag.name));
    const ids = new Set<string>();
    const list = operations();
    expect(list.length).toBeGreaterThanOrEqual(50);
    for (const { path, method, op } of list) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.summary, where).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(ids.has(op.operationId), `${where}: ${op.operationId} repeated`).toBe(false);
      ids.add(op.operationId);
      expect(op.tags?.length, where).toBe(1);
      expect(tags.has(op.tags[0]), `${where}: tag ${op.tags[0]}`).toBe(true);
      const media = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses as Json).flatMap((response: Json) => Object.values(response.content ?? {})),
      ] as Json[];
      expect(
        media.some((entry) => entry.example !== undefined),
        `${where} has no example`,
      ).toBe(true);
    }
  });

  it('documents every JSON success body with an example', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const json = response.content?.['application/json'];
        if (status.startsWith('2') && json) expect(json.example, `${method} ${path} ${status}`).toBeDefined();
      }
      const body = op.requestBody?.content?.['application/json'];
      if (body) expect(body.example, `${method} ${path} request body`).toBeDefined();
    }
  });

  it('documents the Idempotency-Key, 409 and 422 of every idempotent POST', () => {
    const idempotent = routes.filter((route) => route.config && (route.config as Json).idempotent);
    expect(idempotent.length).toBeGreaterThanOrEqual(5);
    for (const route of idempotent) {
      const op = doc.paths[docPath(route.url)].post as Json;
      const where = `POST ${route.url}`;
      expect(
        op.parameters.some((parameter: Json) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'),
        where,
      ).toBe(true);
      expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['409', '422']));
      expect(op.responses['422'].content['application/json'].example.errors[0].code).toBe('GEN-422');
    }
    // A POST that is not idempotent takes no such header.
    const signIn = doc.paths['/api/public/auth/sign-in'].post as Json;
    expect(signIn.parameters).toBeUndefined();
  });

  it('documents the five file downloads as 200 with their content type', () => {
    const files = {
      '/api/charges/{id}/boleto.pdf': 'application/pdf',
      '/api/charges/{id}/cancellation-letter.pdf': 'application/pdf',
      '/api/charges/{id}/invoices/{invoiceId}/pdf': 'application/pdf',
      '/api/charges/{id}/invoices/{invoiceId}/xml': 'application/xml',
      '/api/charge-exports/{id}/file': 'text/csv',
    };
    for (const [path, type] of Object.entries(files)) {
      const ok = doc.paths[path].get.responses['200'];
      expect(Object.keys(ok.content), path).toEqual([type]);
      expect(ok.content[type].schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('has servers, a license, and the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('keeps the Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });
});

describe('real answers against the documented schemas', () => {
  const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  function schemaOf(method: string, route: string, status: number): Json {
    const path = docPath(route);
    const op = doc.paths[path]?.[method] as Json | undefined;
    expect(op, `${method} ${path} is documented`).toBeDefined();
    const response = op!.responses[String(status)];
    expect(response, `${method} ${path} documents ${status}`).toBeDefined();
    return response.content['application/json'].schema;
  }

  /** The answer's status is documented and its body matches the documented schema. */
  function expectDocumented(method: string, route: string, answer: { statusCode: number; json(): unknown }) {
    const validate = ajv.compile(schemaOf(method, route, answer.statusCode));
    const body = answer.json();
    const ok = validate(body);
    expect(ok ? [] : validate.errors, `${method.toUpperCase()} ${route} ${answer.statusCode}`).toEqual([]);
  }

  it('every example in the document matches its own schema', () => {
    for (const { path, method, op } of operations()) {
      const media = [
        ['request', op.requestBody?.content?.['application/json']],
        ...Object.entries(op.responses as Json).map(([status, response]) => [
          status,
          (response as Json).content?.['application/json'],
        ]),
      ] as Array<[string, Json | undefined]>;
      for (const [where, entry] of media) {
        if (!entry || entry.example === undefined) continue;
        const validate = ajv.compile(entry.schema);
        const ok = validate(entry.example);
        expect(ok ? [] : validate.errors, `${method} ${path} ${where}`).toEqual([]);
      }
    }
  });

  it('charges, clients, notifications, statement, session and errors match', async () => {
    const call = caller(t);
    const session = await t.signIn('admin@demo.cofre.dev');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'admin@demo.cofre.dev', password: 'cofre-demo-2026' },
    });
    expectDocumented('post', '/api/public/auth/sign-in', signIn);

    const created = await call(session, 'POST', '/api/charges', chargeInput(), { 'idempotency-key': 'openapi-1' });
    expect(created.statusCode).toBe(201);
    expectDocumented('post', '/api/charges', created);
    const id = created.json().uuid as string;

    const replay = await call(session, 'POST', '/api/charges', chargeInput(), { 'idempotency-key': 'openapi-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(doc.paths['/api/charges'].post.responses['201'].headers['Idempotent-Replayed']).toBeDefined();
    const otherBody = await call(session, 'POST', '/api/charges', chargeInput({ value: 20_000 }), {
      'idempotency-key': 'openapi-1',
    });
    expect(otherBody.statusCode).toBe(422);
    expectDocumented('post', '/api/charges', otherBody);

    const clients = await call(session, 'GET', '/api/seller-clients?size=1');
    const clientId = clients.json().content[0].id as string;
    for (const [url, route] of [
      ['/api/charges?size=5', '/api/charges'],
      [`/api/charges/${id}`, '/api/charges/:id'],
      [`/api/charges/${id}/receivables`, '/api/charges/:id/receivables'],
      ['/api/seller-clients?size=5', '/api/seller-clients'],
      [`/api/seller-clients/${clientId}`, '/api/seller-clients/:id'],
      ['/api/notification-panel?size=5', '/api/notification-panel'],
      ['/api/notification-panel/quantity-unread', '/api/notification-panel/quantity-unread'],
      ['/api/redeems/statement?size=5', '/api/redeems/statement'],
      ['/api/users/feature-toggles', '/api/users/feature-toggles'],
      ['/api/sellers/user-terms/current', '/api/sellers/user-terms/current'],
      ['/api/sellers/block-check', '/api/sellers/block-check'],
      ['/api/zip-codes/01310100', '/api/zip-codes/:zipCode'],
    ] as const) {
      const answer = await call(session, 'GET', url);
      expect(answer.statusCode, url).toBe(200);
      expectDocumented('get', route, answer);
    }

    const refund = await call(session, 'POST', `/api/charges/${id}/refunds`, { amount: 100 });
    expect(refund.statusCode).toBe(409); // a scheduled boleto has nothing to refund
    expectDocumented('post', '/api/charges/:id/refunds', refund);

    // Errors: 400 (a bad field), 401 (no session), 404 (another id), 409 (a state rule).
    const badQuery = await call(session, 'GET', '/api/charges?size=abc');
    expect(badQuery.statusCode).toBe(400);
    expectDocumented('get', '/api/charges', badQuery);
    const noSession = await call(null, 'GET', '/api/charges');
    expect(noSession.statusCode).toBe(401);
    expectDocumented('get', '/api/charges', noSession);
    const missing = await call(session, 'GET', '/api/charges/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expectDocumented('get', '/api/charges/:id', missing);
    const paid = await call(session, 'PATCH', `/api/charges/${id}/manual-pay`, { uuidCharge: id });
    expect(paid.statusCode).toBe(200);
    expectDocumented('patch', '/api/charges/:id/manual-pay', paid);
    const again = await call(session, 'PATCH', `/api/charges/${id}/manual-pay`, { uuidCharge: id });
    expect(again.statusCode).toBe(409);
    expectDocumented('patch', '/api/charges/:id/manual-pay', again);
  });
});
