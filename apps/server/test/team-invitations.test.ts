import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionResponse, TeamUser } from '@cofre/contract';
import { passwordResetTokens } from '../src/modules/auth/tables.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { setFeature } from '../src/ops/commands.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import { resetTokenIn } from './support/smtp.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let manager: SessionResponse;
let outsider: SessionResponse;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
  await setFeature(t.ctx, outsider.idSeller, 'view_create_users', true);
});
afterAll(() => t.close());

const descriptions = (response: { json: () => { errors: Array<{ description: string }> } }) =>
  response.json().errors.map((error) => error.description);
const mailsTo = (to: string) =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const lastMailTo = async (to: string) => (await mailsTo(to))[0]!;
const invite = async (email: string) => {
  const response = await call(admin, 'POST', '/api/users', { email, profile: 'SALE' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TeamUser;
};
const publicPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('team invitations', () => {
  it('e-mails an invitation naming who invited and the store, valid for 7 days, without raw codes', async () => {
    const user = await invite('convidada@loja.com.br');
    expect(user.invitation).toMatchObject({ state: 'PENDING' });
    const mail = await lastMailTo('convidada@loja.com.br');
    expect(mail.subject).toMatch(/^Convite para a loja .+ no Cofre$/);
    expect(mail.text).toMatch(/^Olá!\n\n.+ convidou você para acessar a loja .+ no Cofre\./);
    expect(mail.text).toContain('crie sua senha pelo link abaixo (válido até ');
    expect(mail.text).toContain('admin@demo.cofre.dev convidou você');
    expect(mail.text).toMatch(/\/convite\/[^\s/?]+\s/);
    expect(mail.text).not.toContain('/redefinir-senha/');
    expect(mail.text).not.toMatch(/Redefinição|CRIADO|1 hora|não fez esse pedido/);
    const [link] = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(link!.purpose).toBe('INVITATION');
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
    // Only the hash is kept.
    expect(link!.tokenHash).not.toBe(resetTokenIn(mail.text));
  });

  it('the link shows the invitation, sets the first password and signs in; the link then is spent', async () => {
    await invite('aceita@loja.com.br');
    const token = resetTokenIn((await lastMailTo('aceita@loja.com.br')).text);
    const lookup = await publicPost('/api/public/invitations/lookup', { token });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ email: 'aceita@loja.com.br', invitedBy: 'admin@demo.cofre.dev' });
    expect(lookup.json().store.length).toBeGreaterThan(0);

    const accepted = await publicPost('/api/public/invitations/acceptance', { token, newPassword: 'senha-nova-1234' });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const user = (await call(admin, 'GET', '/api/users'))
      .json()
      .content.find((row: TeamUser) => row.email === 'aceita@loja.com.br') as TeamUser;
    expect(user).toMatchObject({ status: 'ACTIVE', invitation: null });
    await t.signIn('aceita@loja.com.br', 'senha-nova-1234');

    const again = await publicPost('/api/public/invitations/acceptance', { token, newPassword: 'outra-senha-1234' });
    expect(again.statusCode).toBe(404);
    expect(descriptions(again)[0]).toMatch(/^Este convite não vale mais/);
  });

  it('resending spends the previous link and sends a new one; an accepted user is USR-003', async () => {
    const user = await invite('reenviar@loja.com.br');
    const first = resetTokenIn((await lastMailTo('reenviar@loja.com.br')).text);
    const resent = await call(admin, 'POST', `/api/users/${user.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(204);
    const mails = await mailsTo('reenviar@loja.com.br');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(mails[1]!.subject);
    const second = resetTokenIn(mails[0]!.text);
    expect(second).not.toBe(first);
    expect((await publicPost('/api/public/invitations/lookup', { token: first })).statusCode).toBe(404);
    expect((await publicPost('/api/public/invitations/lookup', { token: second })).statusCode).toBe(200);
    const live = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id)));
    expect(live.filter((link) => link.usedAt === null)).toHaveLength(1);
  });

  it('refuses an expired link in pt-BR, and the list says the invitation expired', async () => {
    const user = await invite('expirada@loja.com.br');
    const token = resetTokenIn((await lastMailTo('expirada@loja.com.br')).text);
    await t.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const lookup = await publicPost('/api/public/invitations/lookup', { token });
    expect(lookup.statusCode).toBe(410);
    expect(descriptions(lookup)).toEqual(['Este convite expirou. Peça a quem convidou você para reenviar o convite.']);
    const accept = await publicPost('/api/public/invitations/acceptance', { token, newPassword: 'senha-nova-1234' });
    expect(accept.statusCode).toBe(410);
    const listed = (await call(admin, 'GET', `/api/users/${user.id}`)).json() as TeamUser;
    expect(listed).toMatchObject({ status: 'CREATED', invitation: { state: 'EXPIRED' } });
    expect((await call(admin, 'POST', `/api/users/${user.id}/invitation`)).statusCode).toBe(204);
    expect(((await call(admin, 'GET', `/api/users/${user.id}`)).json() as TeamUser).invitation?.state).toBe('PENDING');
  });

  it('only who manages users resends, only the seller’s own, a few times an hour', async () => {
    const user = await invite('limite@loja.com.br');
    expect((await call(manager, 'POST', `/api/users/${user.id}/invitation`)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', `/api/users/${user.id}/invitation`)).statusCode).toBe(404);
    // The invitation itself was the first of five an hour.
    for (let sent = 2; sent <= 5; sent += 1) {
      expect((await call(admin, 'POST', `/api/users/${user.id}/invitation`)).statusCode).toBe(204);
    }
    const sixth = await call(admin, 'POST', `/api/users/${user.id}/invitation`);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(descriptions(sixth)).toEqual(['Muitas requisições. Tente novamente em instantes.']);
  });

  it('a reset link is not an invitation, and a bad token says so in pt-BR', async () => {
    const bad = await publicPost('/api/public/invitations/lookup', { token: 'nao-existe' });
    expect(bad.statusCode).toBe(404);
    const strict = await publicPost('/api/public/invitations/lookup', { token: 'x', extra: 1 });
    expect(strict.statusCode).toBe(400);
  });
});
