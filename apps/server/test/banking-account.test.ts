import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { BANKING_ACCOUNT_MESSAGES, type BankingAccountView, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { pollBankingAccounts } from '../src/modules/banking/index.js';
import { statusChanges } from '../src/modules/lifecycle/tables.js';
import { sandboxBankAccounts } from '../src/providers/banking/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';
import {
  additionalStep as additional,
  companyStep as company,
  fillWizard as fillWizardOf,
  OPENING_CNPJ as CNPJ,
  partnerOf as partner,
  sellerWithAdmin,
} from './support/banking.js';
import { mailOutbox } from '../src/modules/mail/tables.js';
import { notifications } from '../src/modules/notifications/tables.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let outsider: SessionResponse;
let manager: SessionResponse;

const account = async (session: SessionResponse): Promise<BankingAccountView> =>
  (await call(session, 'GET', '/api/banking/account')).json();
const save = (session: SessionResponse, body: object) => call(session, 'PUT', '/api/banking/account/draft', body);
const submit = (session: SessionResponse) => call(session, 'POST', '/api/banking/account/submission');
const fillWizard = (session: SessionResponse, companyDocument: string) => fillWizardOf(t, session, companyDocument);
/** What the sandbox bank keeps of this test's lost request (the demo seller's account is there too). */
const sandboxMarks = () =>
  t.ctx.db.select().from(sandboxBankAccounts).where(eq(sandboxBankAccounts.companyDocument, CNPJ.requestLost));
const analysisOver = () => clock.advance(61_000);
const decisionNotices = async (sellerId: string) =>
  (
    await t.ctx.db
      .select({ variables: notifications.variables })
      .from(notifications)
      .where(and(eq(notifications.sellerId, sellerId), eq(notifications.type, 'NOTIFICATION_BANKING_ACCOUNT')))
  ).map((row) => row.variables);
const mailsTo = async (to: string) =>
  (await t.ctx.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, to))).map(
    (row) => row.subject,
  );
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  // A seller of its own: the demo seller's account is seeded ACTIVE.
  admin = await sellerWithAdmin(t, { name: 'Loja Conta PJ', document: '06990590000123', email: 'c@pj.dev' });
  manager = await t.signIn('gerente@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('Ativar Conta PJ: the wizard and its submission', () => {
  it('starts INACTIVE with an empty wizard, keeps each step saved, and refuses an incomplete submission', async () => {
    expect(await account(admin)).toMatchObject({
      status: 'INACTIVE',
      kycAnalysisResult: null,
      draft: { company: null, additional: null, partners: null },
      locks: { company: false, additionalAndPartners: false },
      account: null,
    });
    const bad = await save(admin, { step: 1, company: { ...company(CNPJ.requestLost), mail: 'sem-arroba' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ description: BANKING_ACCOUNT_MESSAGES.invalidEmail }),
    ]);
    expect((await save(admin, { step: 1, company: company(CNPJ.requestLost) })).statusCode).toBe(200);
    const early = await submit(admin);
    expect(early.statusCode).toBe(400);
    expect(codeOf(early)).toBe('BNK-003');
    await fillWizard(admin, CNPJ.requestLost);
    expect((await account(admin)).draft).toMatchObject({
      company: { companyDocument: CNPJ.requestLost },
      additional,
      partners: [{ document: partner.document }],
    });
  });

  it('sends it PENDING, locks the company, and a request lost on the way is sent again by the poll, then ACTIVE', async () => {
    const sent = await submit(admin);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ status: 'PENDING', locks: { company: true, additionalAndPartners: false } });
    expect(codeOf(await save(admin, { step: 1, company: company(CNPJ.approved) }))).toBe('BNK-002');
    expect((await save(admin, { step: 3, partners: [partner, { ...partner, name: 'Outra Sócia' }] })).statusCode).toBe(
      200,
    );
    expect(codeOf(await submit(admin))).toBe('BNK-001');
    // The sandbox lost the request: the bank does not know it until it is sent again.
    const [mark] = await sandboxMarks();
    expect(mark).toMatchObject({ received: false });

    expect(await pollBankingAccounts(t.ctx)).toBe(0);
    analysisOver();
    const resent = vi.spyOn(t.ctx.banking, 'openAccount');
    expect(await pollBankingAccounts(t.ctx)).toBe(0);
    expect((await sandboxMarks())[0]).toMatchObject({ received: true });
    // The resend carries the package as first sent (one partner), not the draft edited since (two).
    expect(resent).toHaveBeenCalledTimes(1);
    expect(resent.mock.calls[0]![0].submission).toMatchObject({ partners: [{ name: partner.name }] });
    expect((resent.mock.calls[0]![0].submission as { partners: unknown[] }).partners).toHaveLength(1);
    resent.mockRestore();
    analysisOver();
    expect(await pollBankingAccounts(t.ctx)).toBe(1);
    const active = await account(admin);
    expect(active).toMatchObject({
      status: 'ACTIVE',
      locks: { company: true, additionalAndPartners: true },
      account: { bankCode: '999', agency: '0001', number: expect.stringMatching(/^\d{8}$/) },
    });
    expect(codeOf(await save(admin, { step: 3, partners: [partner] }))).toBe('BNK-002');
    const history = await t.ctx.db
      .select({ status: statusChanges.status })
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, 'banking_account'), eq(statusChanges.entityId, admin.idSeller)));
    expect(history.map((row) => row.status)).toEqual(['PENDING', 'ACTIVE']);
    // Told once, in the bell and by e-mail to the administrators; a second poll tells nobody again.
    expect(await pollBankingAccounts(t.ctx)).toBe(0);
    expect(await decisionNotices(admin.idSeller)).toEqual([[{ name: 'event', value: 'ACTIVE' }]]);
    expect(await mailsTo('admin@pj.dev')).toEqual(['Sua conta PJ está ativa']);
  });

  it('says which part was refused and why, and a corrected account is sent again', async () => {
    await fillWizard(outsider, CNPJ.partnerRefused);
    expect((await submit(outsider)).statusCode).toBe(202);
    analysisOver();
    expect(await pollBankingAccounts(t.ctx)).toBe(1);
    const failed = await account(outsider);
    expect(failed).toMatchObject({
      status: 'FAILED',
      kycAnalysisResult: { part: 'PARTNERS', reason: expect.stringContaining('sócios') },
      locks: { company: false, additionalAndPartners: false },
    });
    expect(await decisionNotices(outsider.idSeller)).toEqual([
      expect.arrayContaining([
        { name: 'event', value: 'FAILED' },
        { name: 'part', value: 'PARTNERS' },
      ]),
    ]);
    expect(await mailsTo('dono@outra.dev')).toEqual(['Conta PJ não aprovada']);
    // The answer to the second submission is lost: the account stays PENDING and the poll settles it.
    await fillWizard(outsider, CNPJ.answerLost);
    const again = await submit(outsider);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'PENDING', kycAnalysisResult: null });
    analysisOver();
    expect(await pollBankingAccounts(t.ctx)).toBe(1);
    expect((await account(outsider)).status).toBe('ACTIVE');
  });

  it('keeps each seller to its own account, and is not for profiles without the banking pages', async () => {
    expect((await account(outsider)).draft.company).toMatchObject({ companyDocument: CNPJ.answerLost });
    expect((await account(admin)).draft.company).toMatchObject({ companyDocument: CNPJ.requestLost });
    expect((await call(manager, 'GET', '/api/banking/account')).statusCode).toBe(403);
    expect((await save(manager, { step: 2, additional })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/banking/account/submission')).statusCode).toBe(401);
    expect((await save(admin, { step: 4, anything: true })).statusCode).toBe(400);
  });
});

describe('the sandbox bank: finish the analysis now', () => {
  it('settles a PENDING account at once (a lost request is sent first), and refuses any other state', async () => {
    const hurried = await sellerWithAdmin(t, {
      name: 'Loja Pressa',
      document: '11.444.777/0001-61',
      email: 'p@pressa.dev',
    });
    const finish = () => call(hurried, 'POST', '/api/sandbox/banking/account/analysis');
    const early = await finish();
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('BNK-004');
    await fillWizard(hurried, CNPJ.requestLost);
    expect((await submit(hurried)).statusCode).toBe(202);
    const done = await finish();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'ACTIVE', account: { agency: '0001' } });
    expect(codeOf(await finish())).toBe('BNK-004');
    expect((await call(manager, 'POST', '/api/sandbox/banking/account/analysis')).statusCode).toBe(403);
  });
});
