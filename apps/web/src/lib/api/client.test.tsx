import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFromResponse, sessionStore } from '../session';
import { ApiError } from './ApiError';
import { apiRequest } from './client';
import { sessionResponse } from '../../test/fixtures';
import { at } from '../../test/at';

function sessionBody(token: string, refreshToken: string, expiresIn = 900) {
  return sessionResponse({ token, refreshToken, expiresIn });
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Call = { url: string; init: RequestInit };

/** A fake server: access token 'T2' is valid, 'T1' expired; refresh 'R1' rotates to T2/R2. */
function fakeServer(options: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url === '/api/public/auth/refresh-token') {
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      if (options.refreshFails || refreshToken !== 'R1') {
        return json(401, { errors: [{ code: 'AUTH-005', description: 'Sessão inválida. Faça login novamente.' }] });
      }
      return json(200, sessionBody('T2', 'R2'));
    }
    const auth = new Headers(init.headers).get('Authorization');
    if (auth !== 'Bearer T2') {
      return json(401, { errors: [{ code: 'AUTH-004', description: 'Sua sessão expirou. Faça login novamente.' }] });
    }
    return json(200, { ok: true, path: url });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () => calls.filter((call) => call.url === '/api/public/auth/refresh-token');
  return { calls, refreshCalls };
}

beforeEach(() => {
  // A token the server already considers expired, but that the browser believes still valid.
  sessionStore.set(sessionFromResponse(sessionBody('T1', 'R1', 900)));
});

describe('apiRequest', () => {
  it('refreshes once on a 401 and retries with the new token', async () => {
    const server = fakeServer();
    await expect(apiRequest('/charges')).resolves.toEqual({ ok: true, path: '/api/charges' });
    expect(server.refreshCalls()).toHaveLength(1);
    const authHeaders = server.calls
      .filter((call) => call.url === '/api/charges')
      .map((call) => new Headers(call.init.headers).get('Authorization'));
    expect(authHeaders).toEqual(['Bearer T1', 'Bearer T2']);
    expect(sessionStore.get()).toMatchObject({ token: 'T2', refreshToken: 'R2' });
  });

  it('clears the session when the refresh fails', async () => {
    const server = fakeServer({ refreshFails: true });
    const failure = apiRequest('/charges');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, items: [{ code: 'AUTH-005' }] });
    expect(server.refreshCalls()).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('cofre.session')).toBeNull();
  });

  it('makes concurrent 401s share one refresh (refresh tokens rotate)', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const results = await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(results.map((result) => (result as { path: string }).path)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(JSON.parse(String(at(server.refreshCalls(), 0).init.body))).toEqual({ refreshToken: 'R1' });
  });

  it('refreshes proactively when the token expires in under 60 s', async () => {
    sessionStore.set(sessionFromResponse(sessionBody('T1', 'R1', 30)));
    const server = fakeServer();
    await apiRequest('/charges');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/public/auth/refresh-token', '/api/charges']);
  });

  it('sends an Idempotency-Key on every POST and none on GET', async () => {
    sessionStore.set(sessionFromResponse(sessionBody('T2', 'R2')));
    const server = fakeServer();
    await apiRequest('/charges', { method: 'POST', body: { amount: 100 } });
    await apiRequest('/charges', { method: 'POST', body: { amount: 100 } });
    await apiRequest('/charges');
    const keys = server.calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toEqual(keys[1]);
    expect(keys[2]).toBeNull();
  });

  it('ends the session on a 403', async () => {
    sessionStore.set(sessionFromResponse(sessionBody('T2', 'R2')));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { errors: [{ code: 'PERM-001', description: 'Sem permissão.' }] })),
    );
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 403, items: [{ code: 'PERM-001' }] });
    expect(sessionStore.get()).toBeNull();
  });

  it('turns an error body into an ApiError with its items, without touching a public session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { errors: [{ code: 'AUTH-001', description: 'E-mail ou senha inválidos.' }] })),
    );
    await expect(apiRequest('/public/auth/sign-in', { method: 'POST', body: {}, auth: 'none' })).rejects.toMatchObject({
      status: 401,
      items: [{ code: 'AUTH-001', description: 'E-mail ou senha inválidos.' }],
    });
    expect(sessionStore.get()).not.toBeNull();
  });
});
