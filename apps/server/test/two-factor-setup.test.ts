import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  CAPABILITIES,
  can,
  PROFILES,
  rolesOfProfile,
  type SessionResponse,
  type TwoFactorEnabledResponse,
  type TwoFactorGenerateResponse,
} from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { userRecoveryCodes } from '../src/modules/auth/tables.js';
import { TOTP_GUARDRAILS } from '../src/modules/auth/totp.js';
import { users } from '../src/modules/users/tables.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/ops/seed.js';
import { theRow } from '../src/lib/rows.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
const BRAND = 'Minha Marca';
let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp({ clock, config: { brandName: BRAND } });
  call = caller(t);
});
afterAll(() => t.close());

/** The code of `secret` at the clock's time, moved by `steps` periods of 30 s. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30, guardrails: TOTP_GUARDRAILS });

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);

const userRow = async (email: string) =>
  theRow(await t.ctx.db.select().from(users).where(eq(users.email, email)), email);

async function audits(userId: string, action: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)));
}

async function storedCodes(userId: string) {
  return t.ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

const generateFor = async (session: SessionResponse): Promise<TwoFactorGenerateResponse> => {
  const response = await call(session, 'POST', '/api/twofactor/generate');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const setEnabled = (session: SessionResponse, enabled: boolean, code: string) =>
  call(session, 'POST', '/api/twofactor/enabled', { enabled, code });

/** Generates and confirms: the secret and the recovery codes. */
async function turnOn(session: SessionResponse) {
  const { secret } = await generateFor(session);
  const response = await setEnabled(session, true, await codeOf(secret));
  expect(response.statusCode, response.body).toBe(200);
  return { secret, codes: (response.json() as TwoFactorEnabledResponse).recoveryCodes };
}

async function challenge(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/auth/sign-in',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().roles).toEqual(['TWO_FACTOR_AUTH']);
  return response.json().token;
}

const verify = (token: string, pin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/twofactor/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: { pin, type: 'WEB' },
  });

describe('status and generate', () => {
  it('starts off; generate keeps a sealed 160-bit pending secret and answers the otpauth URI and its QR code', async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const first = await generateFor(admin);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes in base32
    expect(first.otpauthUri).toBe(
      `otpauth://totp/Minha%20Marca:admin%40demo.cofre.dev?secret=${first.secret}&issuer=Minha%20Marca`,
    );
    expect(first.qrCodeUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    const row = await userRow('admin@demo.cofre.dev');
    expect(row.totpPendingEnc).toBeTruthy();
    expect(row.totpPendingEnc).not.toContain(first.secret);
    expect(row.totpSecretEnc).toBeNull();
    // Still off until a code confirms it.
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toMatchObject({ enabled: false });

    // Generating again replaces the pending secret: a code of the first one no longer turns it on.
    const second = await generateFor(admin);
    expect(second.secret).not.toBe(first.secret);
    const stale = await setEnabled(admin, true, await codeOf(first.secret));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([{ code: 'VAL-002', description: 'Código inválido', title: 'code' }]);
  });

  it('refuses to turn on without a generated secret', async () => {
    const manager = await t.signIn('gerente@demo.cofre.dev');
    const response = await setEnabled(manager, true, '123456');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({
      code: 'MFA-003',
      description: 'Gere um novo QR code para ativar o duplo fator de autenticação.',
    });
  });
});

describe('validation', () => {
  it('says what is wrong with each body', async () => {
    const session = await t.signIn('financeiro@demo.cofre.dev');
    const cases: Array<[unknown, string]> = [
      [{ enabled: true, code: '12345' }, 'O código deve ter 6 dígitos.'],
      [{ enabled: true, code: 'abcd-efgh' }, 'O código deve ter 6 dígitos.'],
      [{ enabled: false, code: 'abc' }, 'O código de recuperação tem 8 letras e números, no formato xxxx-xxxx.'],
      [{ enabled: false, code: '' }, 'O código deve ter 6 dígitos.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(session, 'POST', '/api/twofactor/enabled', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(descriptions(response), JSON.stringify(body)).toContain(message);
    }
    // Strict: no user id (the user is always the session's), no query code, nothing missing.
    const me = await userRow('financeiro@demo.cofre.dev');
    for (const body of [
      { enabled: true, code: '123456', userId: me.id },
      { code: '123456' },
      { enabled: 'sim', code: '123456' },
    ]) {
      expect((await call(session, 'POST', '/api/twofactor/enabled', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const inQuery = await call(session, 'POST', '/api/twofactor/enabled?code=123456', {
      enabled: true,
      code: '123456',
    });
    expect(inQuery.statusCode).toBe(400);
  });
});

describe('turning on, signing in, turning off', () => {
  let admin: SessionResponse;
  let secret: string;
  let codes: string[];

  it('turns on with the code: ten recovery codes once, stored hashed, and the other sessions end', async () => {
    admin = await t.signIn('admin@demo.cofre.dev');
    const otherDevice = await t.signIn('admin@demo.cofre.dev');
    const pending = await generateFor(admin);
    secret = pending.secret;

    const wrong = await setEnabled(admin, true, (Number(await codeOf(secret)) ^ 1).toString().padStart(6, '0'));
    expect(wrong.statusCode).toBe(400);
    expect(descriptions(wrong)).toEqual(['Código inválido']);

    const on = await setEnabled(admin, true, await codeOf(secret));
    expect(on.statusCode, on.body).toBe(200);
    const body = on.json() as TwoFactorEnabledResponse;
    expect(body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    codes = body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);

    const row = await userRow('admin@demo.cofre.dev');
    expect(row.totpSecretEnc).toBeTruthy();
    expect(row.totpSecretEnc).not.toContain(secret);
    expect(row.totpPendingEnc).toBeNull();
    const stored = await storedCodes(row.id);
    expect(stored).toHaveLength(10);
    expect(stored.every((code) => code.sellerId === row.sellerId && code.usedAt === null)).toBe(true);
    const hashes = stored.map((code) => code.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }

    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call(otherDevice, 'GET', '/api/twofactor/status')).statusCode).toBe(401);
    expect(await audits(row.id, 'auth.two_factor_enabled')).toHaveLength(1);
    // This wrong code and the stale one of the first test.
    expect(await audits(row.id, 'auth.two_factor_failed')).toHaveLength(2);
  });

  it('refuses to generate or turn on again while on', async () => {
    const again = await call(admin, 'POST', '/api/twofactor/generate');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('MFA-001');
    expect((await setEnabled(admin, true, await codeOf(secret, 1))).statusCode).toBe(409);
  });

  it('signs in with a new code of the app; the code that turned it on is spent', async () => {
    expect((await verify(await challenge('admin@demo.cofre.dev'), await codeOf(secret))).statusCode).toBe(401);
    clock.advance(30_000);
    const ok = await verify(await challenge('admin@demo.cofre.dev'), await codeOf(secret));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().refreshToken).toBeTruthy();
  });

  it('signs in with a recovery code once, typed in any case and without the dash', async () => {
    const user = await userRow('admin@demo.cofre.dev');
    const typed = codes[0]!.toUpperCase().replace('-', '');
    const ok = await verify(await challenge('admin@demo.cofre.dev'), typed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().roles).toContain('SELLER_ADMIN');
    const again = await verify(await challenge('admin@demo.cofre.dev'), codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe('AUTH-003');
    expect(await audits(user.id, 'auth.recovery_code_used')).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
    // A code of the right shape that was never given.
    expect((await verify(await challenge('admin@demo.cofre.dev'), 'zzzz-zzzz')).statusCode).toBe(401);
  });

  it('spends a recovery code once when two sign-ins carry it at the same moment', async () => {
    const [first, second] = await Promise.all([challenge('admin@demo.cofre.dev'), challenge('admin@demo.cofre.dev')]);
    const answers = await Promise.all([verify(first, codes[1]!), verify(second, codes[1]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const spent = (await storedCodes((await userRow('admin@demo.cofre.dev')).id)).filter((code) => code.usedAt);
    expect(spent).toHaveLength(2);
  });

  it('turns off only with a right, unused code; a recovery code also does', async () => {
    const user = await userRow('admin@demo.cofre.dev');
    const wrong = await setEnabled(admin, false, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ code: 'VAL-002', description: 'Código inválido', title: 'code' }]);
    // The code this step signed in with is spent; a used recovery code too.
    expect(descriptions(await setEnabled(admin, false, await codeOf(secret)))).toEqual(['Código inválido']);
    expect(descriptions(await setEnabled(admin, false, codes[0]!))).toEqual(['Código inválido']);
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toMatchObject({ enabled: true });

    const off = await setEnabled(admin, false, codes[2]!);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, recoveryCodes: [] });
    const row = await userRow('admin@demo.cofre.dev');
    expect(row.totpSecretEnc).toBeNull();
    expect(row.totpPendingEnc).toBeNull();
    expect(await storedCodes(user.id)).toEqual([]);
    expect(await audits(user.id, 'auth.two_factor_disabled')).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Off: sign-in asks for no code; turning off again is refused.
    const signIn = await t.signIn('admin@demo.cofre.dev');
    expect(signIn.refreshToken).toBeTruthy();
    const again = await setEnabled(signIn, false, '123456');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('MFA-002');
  });

  it('turns off with a current code of the app', async () => {
    const manager = await t.signIn('gerente@demo.cofre.dev');
    const { secret: managerSecret } = await turnOn(manager);
    clock.advance(30_000);
    const off = await setEnabled(manager, false, await codeOf(managerSecret));
    expect(off.statusCode, off.body).toBe(200);
    expect((await userRow('gerente@demo.cofre.dev')).totpSecretEnc).toBeNull();
  });

  it('an operator resetting two-factor drops the recovery codes', async () => {
    const { setTwoFactor } = await import('../src/ops/commands.js');
    const manager = await t.signIn('gerente@demo.cofre.dev');
    await turnOn(manager);
    const row = await userRow('gerente@demo.cofre.dev');
    expect(await storedCodes(row.id)).toHaveLength(10);
    await setTwoFactor(t.ctx, 'gerente@demo.cofre.dev', null);
    expect(await storedCodes(row.id)).toEqual([]);
  });
});

describe('a deleted user', () => {
  it('takes their recovery codes along', async () => {
    const { createUser } = await import('../src/ops/commands.js');
    const admin = await t.signIn('admin@demo.cofre.dev');
    const created = await createUser(t.ctx, {
      sellerId: admin.idSeller,
      email: 'sai@demo.cofre.dev',
      profile: 'SALE',
      password: DEMO_PASSWORD,
    });
    await turnOn(await t.signIn('sai@demo.cofre.dev'));
    expect(await storedCodes(created.id)).toHaveLength(10);
    const deleted = await call(admin, 'DELETE', `/api/users/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storedCodes(created.id)).toEqual([]);
  });
});

describe('throttling', () => {
  it('counts wrong codes with the sign-in verify: past the limit, 429 with Retry-After', async () => {
    clock.advance(10 * 60_000);
    const session = await t.signIn('supervisor@demo.cofre.dev');
    await generateFor(session);
    const limit = t.ctx.config.signInLimits.failuresPerAccount;
    for (let i = 0; i < limit; i++) expect((await setEnabled(session, true, '000000')).statusCode).toBe(400);
    const blocked = await setEnabled(session, true, '000000');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('AUTH-002');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('who may', () => {
  it('every profile whose roles have settings.security may; the others get 403', async () => {
    const outsider = await t.signInOutsider();
    for (const demo of DEMO_USERS.filter((user) => !user.twoFactor)) {
      const session = await t.signIn(demo.email);
      const allowed = can({ roles: rolesOfProfile(demo.profile), features: [] }, 'settings.security');
      expect((await call(session, 'GET', '/api/twofactor/status')).statusCode, demo.email).toBe(allowed ? 200 : 403);
    }
    expect(PROFILES.length).toBeGreaterThan(0);

    // Every profile of the matrix has it today (spec 4 §2); a role without it is refused on every route.
    const rule = CAPABILITIES['settings.security'] as { roles: readonly string[] };
    const roles = rule.roles;
    const manager = await t.signIn('gerente@demo.cofre.dev');
    try {
      (rule as { roles: readonly string[] }).roles = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'];
      for (const [method, url, body] of [
        ['GET', '/api/twofactor/status', undefined],
        ['POST', '/api/twofactor/generate', undefined],
        ['POST', '/api/twofactor/enabled', { enabled: true, code: '123456' }],
      ] as const) {
        const response = await call(manager, method, url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().errors[0].code).toBe('PERM-001');
      }
    } finally {
      (rule as { roles: readonly string[] }).roles = roles;
    }
    expect((await userRow('gerente@demo.cofre.dev')).totpPendingEnc).toBeNull();
    expect((await call(outsider, 'GET', '/api/twofactor/status')).statusCode).toBe(200);
  });

  it('needs a session: none, or a two-factor challenge token, is 401', async () => {
    expect((await call(null, 'GET', '/api/twofactor/status')).statusCode).toBe(401);
    const token = await challenge('seguro@demo.cofre.dev');
    const response = await call({ token }, 'POST', '/api/twofactor/generate');
    expect(response.statusCode).toBe(401);
  });

  it('acts on the caller only: another user and another seller keep their state', async () => {
    const outsider = await t.signInOutsider();
    const before = await userRow('seguro@demo.cofre.dev');
    const { codes } = await turnOn(outsider);
    expect(codes).toHaveLength(10);
    const after = await userRow('seguro@demo.cofre.dev');
    expect(after.totpSecretEnc).toBe(before.totpSecretEnc);
    expect(await storedCodes(after.id)).toEqual([]);
    const admin = await t.signIn('admin@demo.cofre.dev');
    expect((await call(admin, 'GET', '/api/twofactor/status')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // The outsider's recovery code does not sign in the demo 2FA account.
    expect((await verify(await challenge('seguro@demo.cofre.dev'), codes[0]!)).statusCode).toBe(401);
  });
});
