import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ROLES } from '@cofre/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: { signInLimits: { perIpPerMinute: 1000, failuresPerAccount: 3, accountWindowS: 900 } },
  });
});
afterAll(() => t.close());

const signIn = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/public/auth/sign-in', payload: payload as object, remoteAddress });

describe('POST /api/public/auth/sign-in', () => {
  it.each(DEMO_USERS.filter((user) => !user.twoFactor))('signs $email in with the roles of $profile', async (user) => {
    const response = await signIn({ email: user.email, password: DEMO_PASSWORD, attemptReference: 'ref-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.roles.sort()).toEqual([...PROFILE_ROLES[user.profile]].sort());
    expect(body).toMatchObject({
      email: user.email,
      idSeller: expect.any(String),
      sellerName: 'Loja Demonstração Ltda',
      document: '11222333000181',
      bankingType: 'BARTE_BANKING',
      expiresIn: 900,
      profile: user.profile,
    });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await signIn({ email: '  ADMIN@demo.cofre.dev ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn({ email: 'gerente@demo.cofre.dev', password: 'errada' });
    const unknown = await signIn({ email: 'ninguem@demo.cofre.dev', password: 'errada' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [{ code: 'AUTH-001', description: 'E-mail ou senha inválidos.' }] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates both fields with the pt-BR messages of the spec (D14)', async () => {
    const empty = await signIn({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { code: 'VAL-001', description: 'E-mail é um campo obrigatório.', title: 'email' },
      { code: 'VAL-001', description: 'Senha é um campo obrigatório.', title: 'password' },
    ]);
    const malformed = await signIn({ email: 'nao-e-email', password: 'x' });
    expect(malformed.json().errors).toEqual([
      { code: 'VAL-002', description: 'Digite um e-mail válido!', title: 'email' },
    ]);
    const missing = await signIn({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { title: string }) => error.title)).toEqual(['email', 'password']);
  });

  it('refuses unknown fields and malformed JSON with 400, never 500', async () => {
    const extra = await signIn({ email: 'admin@demo.cofre.dev', password: 'x', role: 'SELLER_MASTER' });
    expect(extra.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('GEN-400');
    const huge = await signIn({ email: 'admin@demo.cofre.dev', password: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
  });

  it('locks an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const email = 'supervisor@demo.cofre.dev';
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn({ email, password: 'errada' })).statusCode).toBe(401);
    const locked = await signIn({ email, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().errors[0]).toEqual({
      code: 'AUTH-002',
      description: 'Muitas tentativas de acesso. Aguarde alguns instantes e tente novamente.',
    });
  });

  it('refuses an inactive user after checking the password', async () => {
    const seller = t.ctx.db;
    const { users } = await import('../src/modules/users/tables.js');
    const { eq } = await import('drizzle-orm');
    await seller.update(users).set({ status: 'INACTIVE' }).where(eq(users.email, 'financeiro@demo.cofre.dev'));
    const response = await signIn({ email: 'financeiro@demo.cofre.dev', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('AUTH-006');
  });

  it('records sign-ins in the audit log without the password', async () => {
    const { auditLog } = await import('../src/modules/audit/tables.js');
    const rows = await t.ctx.db.select().from(auditLog);
    expect(rows.some((row) => row.action === 'auth.sign_in')).toBe(true);
    expect(rows.some((row) => row.action === 'auth.sign_in_failed')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain('errada');
  });
});

describe('sign-in throttling per IP', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      config: { signInLimits: { perIpPerMinute: 5, failuresPerAccount: 100, accountWindowS: 900 } },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 to a burst from one address and keeps serving other addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/public/auth/sign-in',
        remoteAddress: '10.9.9.9',
        payload: { email: `alvo${attempt}@demo.cofre.dev`, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      remoteAddress: '10.1.1.1',
      payload: { email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});
