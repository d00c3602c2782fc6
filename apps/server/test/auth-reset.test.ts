import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ManualClock } from '../src/lib/clock.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { passwordResetTokens } from '../src/modules/auth/tables.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { deliverQueuedMail, resetTokenIn, startSmtpCatcher } from './support/smtp.js';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ clock, mailSender: smtpSender(smtp.url) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/public/users/reset-password', payload: { email } });
const setPassword = (token: string, newPassword: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/public/password-tokens', payload: { token, newPassword } });

const deliverPending = () => deliverQueuedMail(t);

async function resetLinkFor(email: string): Promise<string> {
  smtp.messages.length = 0;
  expect((await requestReset(email)).statusCode).toBe(202);
  await deliverPending();
  const mail = await smtp.waitFor(email);
  expect(mail.text).toContain('http://localhost:3000/redefinir-senha/');
  return resetTokenIn(mail.text);
}

describe('password reset', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the first', async () => {
    const known = await requestReset('gerente@demo.cofre.dev');
    const unknown = await requestReset('ninguem@demo.cofre.dev');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: 'Link enviado para seu e-mail, por favor, verifique!' });
    expect(unknown.json()).toEqual(known.json());
    const outbox = await t.ctx.db.select().from(mailOutbox);
    expect(outbox.map((row) => row.to)).toEqual(['gerente@demo.cofre.dev']);
  });

  it('validates the e-mail with the messages of the spec', async () => {
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].description).toBe('O campo e-mail é obrigatório!');
    expect((await requestReset('abc')).json().errors[0].description).toBe('Digite um e-mail válido!');
  });

  it('e-mails a link whose token is stored only hashed, and clears the body once sent', async () => {
    const token = await resetLinkFor('supervisor@demo.cofre.dev');
    const tokens = await t.ctx.db.select().from(passwordResetTokens);
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false);
    const sent = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'supervisor@demo.cofre.dev'));
    expect(sent[0]).toMatchObject({ status: 'SENT', text: null, html: null });
  });

  it('sets a new password once, ends open sessions, and refuses the token the second time', async () => {
    const before = await t.signIn('vendas@demo.cofre.dev');
    const token = await resetLinkFor('vendas@demo.cofre.dev');
    const changed = await setPassword(token, 'nova-senha-forte');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Nova senha cadastrada com sucesso!' });
    await expect(t.signIn('vendas@demo.cofre.dev')).rejects.toThrow();
    expect((await t.signIn('vendas@demo.cofre.dev', 'nova-senha-forte')).token).toBeTruthy();
    const old = await t.app.inject({ method: 'GET', url: '/api/users/feature-toggles', headers: t.bearer(before) });
    expect(old.statusCode).toBe(401);
    const reused = await setPassword(token, 'outra-senha-forte');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0]).toEqual({
      code: 'AUTH-007',
      description: 'Link de redefinição de senha inválido ou expirado.',
    });
  });

  it('refuses a token after one hour', async () => {
    const token = await resetLinkFor('financeiro@demo.cofre.dev');
    clock.advance(60 * 60_000 + 1000);
    expect((await setPassword(token, 'nova-senha-forte')).statusCode).toBe(400);
  });

  it('refuses a short password with its message and an invented token', async () => {
    const short = await setPassword('qualquer', '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].description).toBe('A senha deve ter no mínimo 8 caracteres.');
    const empty = await setPassword('qualquer', '');
    expect(empty.json().errors[0].description).toBe('O campo senha é obrigatório!');
    expect((await setPassword('inventado', 'senha-muito-boa')).statusCode).toBe(400);
  });

  it('limits reset e-mails to five an hour per address', async () => {
    for (let i = 0; i < 8; i++) expect((await requestReset('admin@demo.cofre.dev')).statusCode).toBe(202);
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@demo.cofre.dev'));
    expect(rows).toHaveLength(5);
  });
});
