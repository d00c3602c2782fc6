import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { card, CARDS, caller, chargeInput } from './support/charges.js';
import { startTestApp, type TestApp } from './support/app.js';
import { at } from './support/at.js';

let t: TestApp;
let admin: SessionResponse;
let call: ReturnType<typeof caller>;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'cofre-web-'));
beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Cofre</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ config: { webDist } });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

/** Every refusal: a 4xx in the contract's shape, pt-BR, never a 500 nor fastify's English body. */
function expectContractError(response: { statusCode: number; json: () => unknown; body: string }, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { errors: Array<{ code: string; description: string }> };
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(error.code).toMatch(/^[A-Z]+-\d{3,4}$/);
    expect(error.description).not.toMatch(/Demasiado|esperava|Unrecognized|Invalid|Expected|must/i);
  }
  return body.errors;
}

const TODAY_PLUS = '2030-01-15';

describe('text with control characters or lone surrogates', () => {
  it('refuses a NUL byte in a search, a filter and a body field with a 400', async () => {
    expectContractError(await call(admin, 'GET', '/api/seller-clients?search=%00'));
    expectContractError(await call(admin, 'GET', '/api/charges?customerName=Ana%00'));
    const errors = expectContractError(
      await call(
        admin,
        'POST',
        '/api/charges',
        chargeInput({ title: 'Mensalidade\u0000', expirationDate: TODAY_PLUS }),
      ),
    );
    expect(errors[0]).toMatchObject({ description: 'O texto contém caracteres inválidos.', title: 'title' });
  });

  it('refuses a lone UTF-16 surrogate sent as a JSON escape', async () => {
    const body = JSON.stringify(chargeInput({ expirationDate: TODAY_PLUS })).replace(
      '"Mensalidade de novembro"',
      '"Mensalidade \\ud800"',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/charges',
      headers: { ...t.bearer(admin), 'content-type': 'application/json' },
      payload: body,
    });
    expectContractError(response);
  });

  it('accepts tabs, line breaks and emoji (a surrogate pair)', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/charges',
      chargeInput({ title: 'Bolo 🎂', description: 'linha 1\nlinha 2\tfim', expirationDate: TODAY_PLUS }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('dates', () => {
  it.each(['2026-02-30', '9999-99-99', '2026-13-01', '2025-02-29', '26-01-01'])(
    'refuses %s in a filter, a body and the CSV export',
    async (date) => {
      expectContractError(await call(admin, 'GET', `/api/charges?expirationDateInitial=${date}`));
      expectContractError(await call(admin, 'GET', `/api/redeems/statement?executionDateFinal=${date}`));
      expectContractError(await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: date })));
      const exported = await call(admin, 'POST', '/api/charge-exports', {
        expirationDateInitial: '2026-01-01',
        expirationDateFinal: date,
      });
      expect(at(expectContractError(exported), 0).description).toBe('Informe uma data válida.');
    },
  );

  it('accepts a leap day', async () => {
    expect((await call(admin, 'GET', '/api/charges?expirationDateInitial=2028-02-29')).statusCode).toBe(200);
  });
});

describe('unknown properties and parameters', () => {
  it('refuses an unknown query parameter, on routes with and without a query schema', async () => {
    const errors = expectContractError(await call(admin, 'GET', '/api/seller-clients?name=x'));
    expect(at(errors, 0).description).toBe('Campo não permitido: name.');
    expectContractError(await call(admin, 'GET', '/api/charges?foo=1'));
    expectContractError(await call(admin, 'GET', '/api/users/feature-toggles?debug=1'));
  });

  it('refuses an unknown body property, also in nested objects', async () => {
    expectContractError(await call(admin, 'POST', '/api/charges', { ...chargeInput(), sellerId: 'x' }));
    const nested = chargeInput();
    expectContractError(
      await call(admin, 'POST', '/api/charges', { ...nested, customer: { ...nested.customer, admin: true } }),
    );
  });

  it('words zod fallbacks in plain pt-BR', async () => {
    const errors = expectContractError(await call(admin, 'GET', `/api/seller-clients?size=1000`));
    expect(at(errors, 0).description).toBe('O valor máximo é 100.');
    const wrongType = expectContractError(
      await call(admin, 'POST', '/api/charges', { ...chargeInput(), value: 'dez' }),
    );
    expect(at(wrongType, 0).description).toBe('Informe um número.');
  });
});

describe('errors fastify and Node raise', () => {
  it('answers a path parameter over the limit with 414 in pt-BR with the security headers, not echoing it', async () => {
    const response = await call(admin, 'GET', `/api/charges/${'a'.repeat(300)}`);
    expect(expectContractError(response, 414)[0]).toEqual({
      code: 'GEN-414',
      description: 'O endereço da requisição é longo demais.',
    });
    expect(response.body).not.toContain('aaaa');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an undecodable URL with 400 in pt-BR', async () => {
    const response = await call(admin, 'GET', '/api/charges/%E0%A4%A');
    expectContractError(response);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers headers over the limit with 431 in pt-BR with the security headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'x'.repeat(20_000) } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ code: 'GEN-431', description: 'Os cabeçalhos da requisição são grandes demais.' }],
    });
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('static web', () => {
  it('answers a missing bundle file with 404, screens with index.html', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect((await t.app.inject({ method: 'GET', url: '/favicon-antigo.png' })).statusCode).toBe(404);
    const present = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(present.statusCode).toBe(200);
    expect(present.headers['cache-control']).toContain('immutable');
    const screen = await t.app.inject({ method: 'GET', url: '/cobrancas/123' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>Cofre</title>');
    expect(screen.headers['cache-control']).toBe('no-cache');
  });
});

describe('minimum amounts per method', () => {
  const create = (overrides: Parameters<typeof chargeInput>[0]) =>
    call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: TODAY_PLUS, ...overrides }));

  it('refuses a boleto under R$ 5,00 with its own code', async () => {
    expect(expectContractError(await create({ value: 499 }))[0]).toMatchObject({
      code: 'CHG-020',
      description: 'O valor mínimo de um boleto é R$ 5,00.',
    });
    expect((await create({ value: 500 })).statusCode).toBe(201);
  });

  it('accepts a Pix from R$ 1,00', async () => {
    expect((await create({ value: 100, paymentMethod: 'PIX' })).statusCode).toBe(201);
    expect((await create({ value: 499, paymentMethod: 'PIX' })).statusCode).toBe(201);
    expect(at(expectContractError(await create({ value: 99, paymentMethod: 'PIX' })), 0).description).toBe(
      'O valor mínimo é R$ 1,00.',
    );
  });

  it('refuses a card charge under R$ 5,00, and instalments under R$ 5,00 each', async () => {
    const cardCharge = { paymentMethod: 'CREDIT_CARD' as const, card: card(CARDS.approved) };
    expect(at(expectContractError(await create({ ...cardCharge, value: 499 })), 0).code).toBe('CHG-022');
    expect(expectContractError(await create({ ...cardCharge, value: 1499, installments: 3 }))[0]).toMatchObject({
      code: 'CHG-007',
      description: 'Cada parcela deve ser de no mínimo R$ 5,00.',
    });
    expect((await create({ ...cardCharge, value: 1500, installments: 3 })).statusCode).toBe(201);
  });
});
