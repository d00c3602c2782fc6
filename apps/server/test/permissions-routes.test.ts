import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cofre/contract';
import { caller, chargeInput } from './support/charges.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
const routes: RouteOptions[] = [];
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
beforeAll(async () => {
  t = await startTestApp({ onRoute: (route) => routes.push(route) });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
});
afterAll(() => t.close());

describe('route permissions fail closed', () => {
  it('every /api route declares public, authenticated or a capability', () => {
    const api = routes.filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(40);
    const undeclared = api.filter((route) => {
      const permission = (route.config as { permission?: unknown } | undefined)?.permission;
      return !(permission === 'public' || permission === 'authenticated' || typeof permission === 'object');
    });
    expect(undeclared.map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
    const publicOnes = api
      .filter((route) => (route.config as { permission?: unknown }).permission === 'public' && route.method !== 'HEAD')
      .map((route) => `${String(route.method)} ${route.url}`)
      .sort();
    expect(publicOnes).toEqual([
      'GET /api/health',
      'GET /api/health/ready',
      'GET /api/health/replica',
      'GET /api/public/3ds/:challengeId',
      'GET /api/public/charges/:token',
      'GET /api/public/charges/:token/boleto.pdf',
      'GET /api/public/checkout/links/:id',
      'GET /api/public/checkout/links/:id/payments/:chargeId',
      'GET /api/public/checkout/links/:id/payments/:chargeId/boleto.pdf',
      'PATCH /api/public/password-tokens',
      'PATCH /api/public/users/reset-password',
      'POST /api/public/3ds/:challengeId',
      'POST /api/public/auth/refresh-token',
      'POST /api/public/auth/sign-in',
      'POST /api/public/charges/:token/sandbox-payment',
      'POST /api/public/checkout/links/:id/payments',
      'POST /api/public/checkout/links/:id/payments/:chargeId/sandbox-payment',
      'POST /api/public/invitations/acceptance',
      'POST /api/public/invitations/lookup',
      'POST /api/twofactor/verify',
    ]);
  });

  it('refuses to start with a route that declares no permission', async () => {
    await expect(
      startTestApp({
        extraRoutes(app) {
          app.get('/api/test/forgotten', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('declares no config.permission');
  });
});

describe('receivables are statement data (spec 1 §6)', () => {
  it('need SELLER_FINANCES: SALE and SUPERVISOR are refused, ADMIN and MANAGER see them', async () => {
    const created = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: '2030-01-15' }));
    const id = created.json().uuid as string;
    for (const [email, status] of [
      ['vendas@demo.cofre.dev', 403],
      ['supervisor@demo.cofre.dev', 403],
      ['admin@demo.cofre.dev', 200],
      ['gerente@demo.cofre.dev', 200],
    ] as const) {
      const session = await t.signIn(email);
      expect((await call(session, 'GET', `/api/charges/${id}/receivables`)).statusCode, email).toBe(status);
    }
  });
});

describe('sandbox controls', () => {
  it('are for the administrator only: a salesperson cannot pay a charge or open a dispute', async () => {
    const created = await call(admin, 'POST', '/api/charges', chargeInput({ expirationDate: '2030-01-15' }));
    const id = created.json().uuid as string;
    const sale = await t.signIn('vendas@demo.cofre.dev');
    expect((await call(sale, 'POST', `/api/sandbox/charges/${id}/payments`)).statusCode).toBe(403);
    expect((await call(sale, 'POST', `/api/sandbox/charges/${id}/disputes`, {})).statusCode).toBe(403);
    expect((await call(sale, 'POST', `/api/sandbox/charges/${id}/disputes/win`)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/api/sandbox/charges/${id}/payments`)).statusCode).toBe(200);
  });

  it('do not exist with SANDBOX off', async () => {
    const production = await startTestApp({ config: { sandbox: false } });
    try {
      const session = await production.signIn('admin@demo.cofre.dev');
      const created = await production.app.inject({
        method: 'POST',
        url: '/api/charges',
        headers: production.bearer(session),
        payload: chargeInput({ expirationDate: '2030-01-15' }),
      });
      const id = created.json().uuid as string;
      for (const path of ['payments', 'disputes', 'disputes/win', 'disputes/lose']) {
        const response = await production.app.inject({
          method: 'POST',
          url: `/api/sandbox/charges/${id}/${path}`,
          headers: production.bearer(session),
          payload: {},
        });
        expect(response.statusCode, path).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('framing', () => {
  it('sends one policy: X-Frame-Options DENY with frame-ancestors none', async () => {
    for (const url of ['/api/health', '/api/nao-existe', '/api/users/feature-toggles']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});
