import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSeller, createUser, OpsError, setTwoFactor } from '../src/ops/commands.js';
import { users } from '../src/modules/users/tables.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { smtpSender } from '../src/providers/mail/smtp.js';
import { startTestApp, type TestApp } from './support/app.js';
import { resetTokenIn, startSmtpCatcher } from './support/smtp.js';
import { theRow } from '../src/lib/rows.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // The real in-process worker: pg-boss delivers the outbox through SMTP.
  t = await startTestApp({ mailSender: smtpSender(smtp.url), config: { worker: true } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('operator commands', () => {
  it('refuses a seller with an invalid CNPJ and a duplicate user', async () => {
    await expect(createSeller(t.ctx, { name: 'X', document: '11.222.333/0001-00', email: 'x@x.dev' })).rejects.toThrow(
      OpsError,
    );
    const admin = await t.signIn('admin@demo.cofre.dev');
    await expect(
      createUser(t.ctx, { sellerId: admin.idSeller, email: 'ADMIN@demo.cofre.dev', profile: 'SALE' }),
    ).rejects.toThrow(OpsError);
    await expect(
      createUser(t.ctx, { sellerId: admin.idSeller, email: 'novo@demo.cofre.dev', profile: 'CHEFE' }),
    ).rejects.toThrow();
  });

  it('invites a user without a password by e-mail, delivered by the mail job', async () => {
    const admin = await t.signIn('admin@demo.cofre.dev');
    const user = await createUser(t.ctx, {
      sellerId: admin.idSeller,
      email: 'convidado@demo.cofre.dev',
      profile: 'SALE',
    });
    expect(user.status).toBe('CREATED');
    const mail = await smtp.waitFor('convidado@demo.cofre.dev', 20_000);
    expect(mail.subject).toBe('Redefinição de senha');
    const token = resetTokenIn(mail.text);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/public/password-tokens',
      payload: { token, newPassword: 'primeira-senha' },
    });
    expect(set.statusCode).toBe(200);
    const activated = theRow(await t.ctx.db.select().from(users).where(eq(users.id, user.id)), 'the user');
    expect(activated.status).toBe('ACTIVE');
    const sent = theRow(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'convidado@demo.cofre.dev')),
      'the invitation mail',
    );
    expect(sent.status).toBe('SENT');
  });

  it('resets two-factor: the next sign-in needs no code and old sessions end', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/sign-in',
      payload: { email: 'seguro@demo.cofre.dev', password: 'cofre-demo-2026' },
    });
    expect(before.json().roles).toEqual(['TWO_FACTOR_AUTH']);
    await setTwoFactor(t.ctx, 'seguro@demo.cofre.dev', null);
    const after = await t.signIn('seguro@demo.cofre.dev');
    expect(after.roles).toContain('SELLER_ADMIN');
    await expect(setTwoFactor(t.ctx, 'ninguem@demo.cofre.dev', null)).rejects.toThrow(OpsError);
  });
});

describe('mail sweep', () => {
  it('re-queues only messages never attempted, leaving retries to the job queue', async () => {
    const { mailOutbox } = await import('../src/modules/mail/tables.js');
    const old = new Date(Date.now() - 5 * 60_000);
    const lost = theRow(
      await t.ctx.db
        .insert(mailOutbox)
        .values({ to: 'perdido@demo.cofre.dev', subject: 'Perdido', text: 'a', createdAt: old })
        .returning(),
      'the lost mail',
    );
    const retrying = theRow(
      await t.ctx.db
        .insert(mailOutbox)
        .values({ to: 'tentando@demo.cofre.dev', subject: 'Tentando', text: 'b', createdAt: old, attempts: 2 })
        .returning(),
      'the retried mail',
    );
    await t.ctx.mail.sweep();
    await smtp.waitFor('perdido@demo.cofre.dev', 20_000);
    // The worker marks the row once the SMTP server has accepted the message.
    await expect
      .poll(
        async () =>
          theRow(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, lost.id)), 'the lost mail').status,
      )
      .toBe('SENT');
    const [untouched] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, retrying.id));
    expect(untouched).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(smtp.messages.some((mail) => JSON.stringify(mail.to).includes('tentando@'))).toBe(false);
  });
});
