import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health without a session, with security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/api/public/auth/sign-in');
    expect(paths).toContain('/api/notification-panel');
  });

  it('answers an unknown API path with a pt-BR 404 body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ code: 'GEN-404', description: 'Registro não encontrado.' }] });
  });

  it('refuses an authenticated route without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('AUTH-009');
  });
});
