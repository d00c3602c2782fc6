import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { redactPath } from '../src/lib/log-redaction.js';
import { startTestApp, type TestApp } from './support/app.js';
import { theRow } from '../src/lib/rows.js';
import { resetTokenIn } from './support/smtp.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await startTestApp({ logStream: stream, config: { logLevel: 'info' } });
});
afterAll(() => t.close());

const INVALID_BODIES: unknown[] = [
  null,
  [],
  'texto',
  42,
  true,
  {},
  { email: null },
  { a: { b: { c: [1, 2, { d: 'x'.repeat(5000) }] } } },
  { __proto__: { admin: true } },
  { refreshToken: 123, pin: [], token: {} },
];

describe('bad input never reaches a 500', () => {
  it('answers every route and invalid body with a 4xx error body', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    let calls = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      const url = path.replace(/\{[^}]+\}/g, 'nao-e-um-id');
      for (const method of Object.keys(methods)) {
        for (const body of INVALID_BODIES) {
          for (const headers of [t.bearer(session), {}]) {
            const response = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            calls += 1;
            expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(response.json().errors[0].description).toBeTruthy();
          }
        }
        const garbage = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...t.bearer(session), 'content-type': 'application/json' },
          payload: '{"a":',
        });
        expect(garbage.statusCode).toBeLessThan(500);
        const wrongType = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...t.bearer(session), 'content-type': 'text/xml' },
          payload: '<a/>',
        });
        expect(wrongType.statusCode).toBeLessThan(500);
      }
    }
    expect(calls).toBeGreaterThan(200);
  });

  it('answers 1,000 sign-in attempts in a minute with 401s then 429s, never a 500', async () => {
    const limited = await startTestApp({
      config: { signInLimits: { perIpPerMinute: 30, failuresPerAccount: 10, accountWindowS: 900 } },
    });
    try {
      const counts: Record<number, number> = {};
      for (let attempt = 0; attempt < 1000; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/public/auth/sign-in',
          remoteAddress: '10.7.7.7',
          payload: { email: 'admin@demo.cofre.dev', password: `tentativa-${attempt}` },
        });
        counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
      }
      // Ten wrong passwords lock the account; the IP limit answers the rest.
      expect(counts).toEqual({ 401: 10, 429: 990 });
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never carry a password, a token or a reset link', async () => {
    const session = await t.signIn('admin@demo.cofre.dev');
    await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: t.bearer(session) });
    await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/public/users/reset-password',
      payload: { email: 'gerente@demo.cofre.dev' },
    });
    const mail = theRow(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'gerente@demo.cofre.dev')),
      'the reset mail',
    );
    const resetToken = resetTokenIn(mail.text);
    await t.app.inject({ method: 'GET', url: `/redefinir-senha/${resetToken}` });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/public/password-tokens',
      payload: { token: resetToken, newPassword: 'senha-nova-segura' },
    });

    const all = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [DEMO_PASSWORD, 'senha-nova-segura', session.token, session.refreshToken, resetToken]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('/redefinir-senha/:value');
  });

  it('keeps the words of an unmatched path and masks its values and query', () => {
    expect(redactPath('/redefinir-senha/abc123?x=1')).toBe('/redefinir-senha/:value');
    expect(redactPath('/redefinir-senha')).toBe('/redefinir-senha');
    expect(redactPath('/api/health')).toBe('/api/health');
    expect(redactPath('/clientes/ana@exemplo.com.br')).toBe('/clientes/:value');
  });
});

describe('sign-in failures on our side', () => {
  it("answer BAR-9999, the spec's 'Erro ao realizar login'", async () => {
    const broken = await startTestApp();
    await broken.ctx.database.close();
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'admin@demo.cofre.dev', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ code: 'BAR-9999', description: 'Erro ao realizar login' }] });
    await broken.close().catch(() => undefined);
  });
});
