import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionResponse, TeamUser } from '@cofre/contract';
import { auditLog } from '../src/modules/audit/tables.js';
import { passwordResetTokens } from '../src/modules/auth/tables.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { setFeature } from '../src/ops/commands.js';
import { DEMO_PASSWORD } from '../src/ops/seed.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

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
const team = async (session = admin): Promise<TeamUser[]> => (await call(session, 'GET', '/api/users')).json().content;
const byEmail = async (email: string) => (await team()).find((user) => user.email === email)!;

describe('company users (Usuarios)', () => {
  it('lists the seller’s users and the profiles, for the administrator only', async () => {
    const users = await team();
    expect(users.map((user) => user.email)).toContain('vendas@demo.cofre.dev');
    expect(users.every((user) => !user.email.includes('outsider'))).toBe(true);
    expect((await call(admin, 'GET', '/api/users/profiles')).json()).toContainEqual({
      value: 'FINANCE',
      label: 'Financeiro',
    });
    expect((await call(manager, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await team(outsider)).map((user) => user.email)).not.toContain('admin@demo.cofre.dev');
  });

  it('invites a user: CREATED, with the set-password e-mail; the e-mail is the platform’s once', async () => {
    const invited = await call(admin, 'POST', '/api/users', { email: ' Nova.Pessoa@Loja.com.br ', profile: 'SALE' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'nova.pessoa@loja.com.br', profile: 'SALE', status: 'CREATED' });
    const links = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, invited.json().id));
    expect(links).toHaveLength(1);

    const again = await call(admin, 'POST', '/api/users', { email: 'nova.pessoa@loja.com.br', profile: 'ADMIN' });
    expect(again.statusCode).toBe(409);
    expect(descriptions(again)).toEqual(['Já existe um usuário com este e-mail.']);
    const bad = await call(admin, 'POST', '/api/users', { email: 'sem-arroba', profile: undefined });
    expect(bad.statusCode).toBe(400);
    expect(descriptions(bad)).toEqual(
      expect.arrayContaining(['Digite um e-mail válido!', 'Preenchimento obrigatório!']),
    );
  });

  it('answers an e-mail of another company as any invitation, tells its owner, and creates nothing', async () => {
    const theirs = (await team(outsider))[0]!;
    const before = await team(admin);
    const fresh = await call(admin, 'POST', '/api/users', { email: 'ninguem.ainda@loja.com.br', profile: 'SALE' });
    const taken = await call(admin, 'POST', '/api/users', { email: theirs.email.toUpperCase(), profile: 'SALE' });
    // Same status and the same shape: the answer does not say the address is a customer elsewhere.
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({ email: theirs.email, profile: 'SALE', status: 'CREATED' });
    expect((await team(admin)).map((user) => user.email)).toEqual(
      [...before.map((user) => user.email), 'ninguem.ainda@loja.com.br'].sort(),
    );
    expect(await team(outsider)).toContainEqual(theirs);
    const told = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, theirs.email));
    expect(told.map((mail) => mail.subject)).toEqual(['Convite para o Cofre']);
    expect(told[0]!.text).toContain('já dá acesso a outra empresa');
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite_to_taken_email'));
    expect(JSON.stringify(audit)).not.toContain(theirs.email);
  });

  it('sends an invitation not yet accepted again, only that, only to the seller’s own', async () => {
    const invited = await call(admin, 'POST', '/api/users', { email: 'reenvio@loja.com.br', profile: 'SALE' });
    const id = invited.json().id as string;
    const resent = await call(admin, 'POST', `/api/users/${id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(204);
    const links = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(links).toHaveLength(2);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite_resent'));
    expect(audit).toHaveLength(1);
    const active = await byEmail('vendas@demo.cofre.dev');
    const accepted = await call(admin, 'POST', `/api/users/${active.id}/invitation`);
    expect(accepted.statusCode).toBe(409);
    expect(descriptions(accepted)).toEqual(['Este usuário já aceitou o convite.']);
    expect((await call(outsider, 'POST', `/api/users/${id}/invitation`)).statusCode).toBe(404);
    expect((await call(manager, 'POST', `/api/users/${id}/invitation`)).statusCode).toBe(403);
  });

  it('blocking a user ends their sessions at once and refuses their sign-in; a CREATED user stays CREATED', async () => {
    const sale = await t.signIn('vendas@demo.cofre.dev');
    expect((await call(sale, 'GET', '/api/charges?page=0&size=1')).statusCode).toBe(200);
    const target = await byEmail('vendas@demo.cofre.dev');
    const blocked = await call(admin, 'PATCH', `/api/users/${target.id}`, { profile: 'SALE', status: 'BLOCKED' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED' });
    expect((await call(sale, 'GET', '/api/charges?page=0&size=1')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'vendas@demo.cofre.dev', password: DEMO_PASSWORD, attemptReference: 'x' },
    });
    expect(signIn.statusCode).toBe(401);

    const invited = await byEmail('nova.pessoa@loja.com.br');
    const stays = await call(admin, 'PATCH', `/api/users/${invited.id}`, { profile: 'MANAGER', status: 'ACTIVE' });
    expect(stays.json()).toMatchObject({ profile: 'MANAGER', status: 'CREATED' });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'team.user_updated'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps one active administrator: the last one cannot be demoted, blocked or deleted', async () => {
    const second = await byEmail('seguro@demo.cofre.dev');
    expect(
      (await call(admin, 'PATCH', `/api/users/${second.id}`, { profile: 'ADMIN', status: 'INACTIVE' })).statusCode,
    ).toBe(200);
    const me = await byEmail('admin@demo.cofre.dev');
    for (const change of [
      { profile: 'SALE', status: 'ACTIVE' },
      { profile: 'ADMIN', status: 'BLOCKED' },
    ]) {
      const refused = await call(admin, 'PATCH', `/api/users/${me.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(descriptions(refused)).toEqual(['A empresa precisa manter ao menos um administrador ativo.']);
    }
    expect((await call(admin, 'DELETE', `/api/users/${me.id}`)).statusCode).toBe(409);
    expect((await byEmail('admin@demo.cofre.dev')).status).toBe('ACTIVE');
    await call(admin, 'PATCH', `/api/users/${second.id}`, { profile: 'ADMIN', status: 'ACTIVE' });
  });

  it('deletes a user with their sessions; another seller’s ids are 404; statuses outside the three are refused', async () => {
    const finance = await byEmail('financeiro@demo.cofre.dev');
    expect((await call(outsider, 'DELETE', `/api/users/${finance.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/users/${finance.id}`)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'PATCH', `/api/users/${finance.id}`, { profile: 'ADMIN', status: 'ACTIVE' })).statusCode,
    ).toBe(404);
    const created = await call(admin, 'PATCH', `/api/users/${finance.id}`, { profile: 'FINANCE', status: 'CREATED' });
    expect(created.statusCode).toBe(400);

    const session = await t.signIn('financeiro@demo.cofre.dev');
    expect((await call(session, 'GET', '/api/users/feature-toggles')).statusCode).toBe(200);
    const deleted = await call(admin, 'DELETE', `/api/users/${finance.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await team()).map((user) => user.email)).not.toContain('financeiro@demo.cofre.dev');
    expect((await call(session, 'GET', '/api/users/feature-toggles')).statusCode).toBe(401);
    expect((await call(admin, 'GET', `/api/users/${finance.id}`)).statusCode).toBe(404);
  });

  it('needs the view_create_users toggle', async () => {
    await setFeature(t.ctx, admin.idSeller, 'view_create_users', false);
    try {
      await expect.poll(async () => (await call(admin, 'GET', '/api/users')).statusCode, { timeout: 6_000 }).toBe(403);
    } finally {
      await setFeature(t.ctx, admin.idSeller, 'view_create_users', true);
    }
  });
});
