import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ManualClock } from '../src/lib/clock.js';
import { startTestApp, type TestApp } from './support/app.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/auth/refresh-token', payload: { refreshToken } });
const toggles = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: { authorization: `Bearer ${token}` } });

describe('access and refresh tokens', () => {
  it('expires the access token after 15 minutes and lets the refresh token renew it', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    expect((await toggles(session.token)).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    const expired = await toggles(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0]).toEqual({
      code: 'AUTH-004',
      description: 'Sua sessão expirou. Faça login novamente.',
    });
    const renewed = await refresh(session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refreshToken).not.toBe(session.refreshToken);
    expect((await toggles(renewed.json().token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const session = await t.signIn('gerente@demo.cofre.dev');
    const first = (await refresh(session.refreshToken)).json();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errors[0].code).toBe('AUTH-005');
    // The thief's and the owner's tokens are both dead now.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await toggles(first.token)).statusCode).toBe(401);
  });

  it('refuses a forged, a tampered and a garbage token', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const forged = await new SignJWT({ sel: session.idSeller, fam: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.idUser)
      .setIssuer('cofre')
      .setAudience('cofre-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    // The signature's first character changed: it carries six bits of the signature, where the
    // last one carries four and two that decoders ignore ('…xw' → '…xx' was the same signature).
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const tampered = [header, payload, (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1)].join('.');
    for (const token of [forged, tampered, 'garbage']) {
      const response = await toggles(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('AUTH-005');
    }
    const none = await toggles(['eyJhbGciOiJub25lIn0', session.token.split('.')[1], ''].join('.'));
    expect(none.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and an expired one', async () => {
    expect((await refresh('desconhecido')).statusCode).toBe(401);
    const session = await t.signIn('admin@demo.cofre.dev');
    clock.advance(12 * 60 * 60_000 + 1000);
    const expired = await refresh(session.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('AUTH-004');
  });

  it('logs out by revoking the family: access and refresh tokens stop working at once', async () => {
    const session = await t.signIn('vendas@demo.cofre.dev');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: t.bearer(session),
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await toggles(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it("refuses to log out with another session's refresh token", async () => {
    const mine = await t.signIn('vendas@demo.cofre.dev');
    const other = await t.signIn('admin@demo.cofre.dev');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: t.bearer(mine),
      payload: { refreshToken: other.refreshToken },
    });
    expect(response.statusCode).toBe(401);
    expect((await toggles(other.token)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const { refreshTokens } = await import('../src/modules/auth/tables.js');
    const rows = await t.ctx.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});
