import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';

// The back-office hides its sandbox buttons by this flag: it must follow SANDBOX, which decides
// whether the /api/sandbox routes exist at all.
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    startTestApp({ config: { sandbox: true } }),
    startTestApp({ config: { sandbox: false } }),
  ]);
});
afterAll(() => Promise.all([on?.close(), off?.close()]));

const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/auth/refresh-token', payload: { refreshToken } });
const simulatePayment = (t: TestApp, token: string, chargeId: string) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/charges/${chargeId}/payments`, headers: t.bearer({ token }) });

describe('the session answer says whether the sandbox controls exist', () => {
  it.each([
    ['on', true],
    ['off', false],
  ] as const)('SANDBOX %s: sign-in and refresh answer sandbox %s', async (_, sandbox) => {
    const t = sandbox ? on : off;
    const session = await t.signIn('admin@demo.cofre.dev');
    expect(session.sandbox).toBe(sandbox);
    const renewed = await refresh(t, session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().sandbox).toBe(sandbox);
  });

  it('with sandbox false the simulated payment is no route at all (404); with true the route answers', async () => {
    // A malformed id: the route, where it exists, refuses it (400) before anything moves.
    const offAdmin = await off.signIn('admin@demo.cofre.dev');
    const missing = await simulatePayment(off, offAdmin.token, 'nao-e-uuid');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('GEN-404');

    const onAdmin = await on.signIn('admin@demo.cofre.dev');
    const refused = await simulatePayment(on, onAdmin.token, 'nao-e-uuid');
    expect(refused.statusCode).toBe(400);
  });
});
