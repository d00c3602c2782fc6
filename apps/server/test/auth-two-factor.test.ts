import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { TOTP_GUARDRAILS } from '../src/modules/auth/totp.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/ops/seed.js';
import { ManualClock } from '../src/lib/clock.js';
import { users } from '../src/modules/users/tables.js';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/app.js';
import { theRow } from '../src/lib/rows.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const codeAt = (date: Date) =>
  generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(date.getTime() / 1000), guardrails: TOTP_GUARDRAILS });

async function challenge(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/auth/sign-in',
    payload: { email: 'seguro@demo.cofre.dev', password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ roles: ['TWO_FACTOR_AUTH'], email: 'seguro@demo.cofre.dev' });
  expect(response.json().refreshToken).toBeUndefined();
  return response.json().token;
}

const verify = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/twofactor/verify',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('two-factor sign-in', () => {
  it('keeps the TOTP seed encrypted at rest', async () => {
    const user = theRow(
      await t.ctx.db.select().from(users).where(eq(users.email, 'seguro@demo.cofre.dev')),
      'the user',
    );
    expect(user.totpSecretEnc).toBeTruthy();
    expect(user.totpSecretEnc).not.toContain(DEMO_TOTP_SECRET);
  });

  it('gives a session for a right code, and refuses the same code a second time', async () => {
    const token = await challenge();
    const code = await codeAt(clock.now());
    const ok = await verify(token, { pin: code, type: 'WEB' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().roles).toContain('SELLER_ADMIN');
    expect(ok.json().refreshToken).toBeTruthy();

    const again = await verify(await challenge(), { pin: code, type: 'WEB' });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0]).toEqual({
      code: 'AUTH-003',
      description: 'Código de verificação inválido ou expirado.',
    });
  });

  it('accepts the next period code, and one step of clock drift', async () => {
    clock.advance(30_000);
    const token = await challenge();
    const previousStep = await codeAt(new Date(clock.now().getTime() - 30_000));
    // The previous step's code was already used above: refused. The current one works.
    expect((await verify(token, { pin: previousStep, type: 'WEB' })).statusCode).toBe(401);
    clock.advance(30_000);
    const drifted = await codeAt(new Date(clock.now().getTime() + 30_000));
    expect((await verify(await challenge(), { pin: drifted, type: 'WEB' })).statusCode).toBe(200);
  });

  it('refuses a wrong code, a 5-character code and a code typed with letters', async () => {
    clock.advance(120_000);
    const token = await challenge();
    expect((await verify(token, { pin: '000000', type: 'WEB' })).statusCode).toBe(401);
    const short = await verify(token, { pin: '12345', type: 'WEB' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].description).toBe('O código deve ter 6 dígitos.');
    expect((await verify(token, { pin: 'abcdef', type: 'WEB' })).statusCode).toBe(400);
  });

  it('refuses an access token as two-factor token and the reverse', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const wrongBearer = await verify(session.token, { pin: await codeAt(clock.now()), type: 'WEB' });
    expect(wrongBearer.statusCode).toBe(401);
    const token = await challenge();
    const asAccess = await t.app.inject({
      method: 'GET',
      url: '/api/users/feature-toggles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asAccess.statusCode).toBe(401);
  });

  it('expires the two-factor token after 5 minutes', async () => {
    const token = await challenge();
    clock.advance(6 * 60_000);
    const response = await verify(token, { pin: await codeAt(clock.now()), type: 'WEB' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('AUTH-004');
  });
});
