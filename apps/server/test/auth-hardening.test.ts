import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { parseTrustProxy } from '../src/config.js';
import { ManualClock } from '../src/lib/clock.js';
import { TOTP_GUARDRAILS } from '../src/modules/auth/totp.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { users } from '../src/modules/users/tables.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';
import { theRow } from '../src/lib/rows.js';
import { resetTokenIn } from './support/smtp.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, extra: { remoteAddress?: string; xff?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/auth/sign-in',
    remoteAddress: extra.remoteAddress,
    headers: extra.xff ? { 'x-forwarded-for': extra.xff } : {},
    payload: { email, password },
  });

describe('per-account sign-in limit', () => {
  it('checks at most 10 passwords of 25 sent in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) => signIn('supervisor@demo.cofre.dev', `errada-${attempt}`)),
    );
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 401: 10, 429: 15 });
    // Locked: even the right password waits for the window.
    expect((await signIn('supervisor@demo.cofre.dev', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the right password in below the limit and starts counting again', async () => {
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await signIn('vendas@demo.cofre.dev', `errada-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn('vendas@demo.cofre.dev', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('vendas@demo.cofre.dev', 'errada')).statusCode).toBe(401);
  });
});

describe('client address behind proxies', () => {
  it('reads TRUST_PROXY as hops or a list of proxies, true as one hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it.each([1, ['10.0.0.1']] as const)(
    'with TRUST_PROXY=%j a forged left-most X-Forwarded-For does not escape the per-IP limit',
    async (trustProxy) => {
      const behindProxy = await startTestApp({
        config: {
          trustProxy: Array.isArray(trustProxy) ? [...trustProxy] : (trustProxy as number),
          signInLimits: { perIpPerMinute: 5, failuresPerAccount: 1000, accountWindowS: 900 },
        },
      });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 8; attempt++) {
          const response = await behindProxy.app.inject({
            method: 'POST',
            url: '/api/public/auth/sign-in',
            remoteAddress: '10.0.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
            payload: { email: 'admin@demo.cofre.dev', password: `errada-${attempt}` },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      } finally {
        await behindProxy.close();
      }
    },
  );
});

describe('two-factor challenge', () => {
  const codeAt = (date: Date) =>
    generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(date.getTime() / 1000), guardrails: TOTP_GUARDRAILS });
  const verify = (token: string, pin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/twofactor/verify',
      headers: { authorization: `Bearer ${token}` },
      payload: { pin, type: 'WEB' },
    });

  it('is single use: the same token with the next code opens no second session', async () => {
    const challenge = (await signIn('seguro@demo.cofre.dev', DEMO_PASSWORD)).json().token as string;
    const other = (await signIn('seguro@demo.cofre.dev', DEMO_PASSWORD)).json().token as string;
    expect((await verify(challenge, await codeAt(clock.now()))).statusCode).toBe(200);
    clock.advance(30_000);
    const replay = await verify(challenge, await codeAt(clock.now()));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('AUTH-003');
    // A challenge issued before the successful one is spent too.
    expect((await verify(other, await codeAt(clock.now()))).statusCode).toBe(401);
    // A new sign-in gets a new challenge that works.
    const fresh = (await signIn('seguro@demo.cofre.dev', DEMO_PASSWORD)).json().token as string;
    expect((await verify(fresh, await codeAt(clock.now()))).statusCode).toBe(200);
  });

  it('lets a mistyped code be retried with the same token', async () => {
    clock.advance(60_000);
    const challenge = (await signIn('seguro@demo.cofre.dev', DEMO_PASSWORD)).json().token as string;
    expect((await verify(challenge, '000000')).statusCode).toBe(401);
    expect((await verify(challenge, await codeAt(clock.now()))).statusCode).toBe(200);
  });
});

describe('password reset links', () => {
  const requestReset = (email: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/public/users/reset-password', payload: { email } });
  const setPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/public/password-tokens', payload: { token, newPassword } });
  async function latestLink(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(202);
    const mail = theRow(
      await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(1),
      'the reset mail',
    );
    return resetTokenIn(mail.text);
  }

  it('a successful reset spends every older link', async () => {
    const first = await latestLink('gerente@demo.cofre.dev');
    clock.advance(1000);
    const second = await latestLink('gerente@demo.cofre.dev');
    expect(first).not.toBe(second);
    expect((await setPassword(second, 'senha-nova-segura-1')).statusCode).toBe(200);
    const old = await setPassword(first, 'senha-do-atacante');
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0].code).toBe('AUTH-007');
    expect((await signIn('gerente@demo.cofre.dev', 'senha-nova-segura-1')).statusCode).toBe(200);
  });

  it('never reactivates a user made INACTIVE after the link was sent', async () => {
    const link = await latestLink('financeiro@demo.cofre.dev');
    await t.ctx.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.email, 'financeiro@demo.cofre.dev'));
    const response = await setPassword(link, 'senha-nova-segura-2');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('AUTH-007');
    const user = theRow(
      await t.ctx.db.select().from(users).where(eq(users.email, 'financeiro@demo.cofre.dev')),
      'the user',
    );
    expect(user.status).toBe('INACTIVE');
    expect((await signIn('financeiro@demo.cofre.dev', 'senha-nova-segura-2')).statusCode).toBe(401);
  });
});

describe('no token', () => {
  it('says sign-in is needed, not that a session expired', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ code: 'AUTH-009', description: 'Faça login para continuar.' }] });
  });
});
