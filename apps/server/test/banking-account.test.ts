import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BANKING_ACCOUNT_MESSAGES, type BankingAccountView, type SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { pollBankingAccounts } from '../src/modules/banking/service.js';
import { statusChanges } from '../src/modules/lifecycle/tables.js';
import { sandboxBankAccounts } from '../src/providers/banking/tables.js';
import { startTestApp, type TestApp } from './support/app.js';
import { caller } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let outsider: SessionResponse;
let manager: SessionResponse;

const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
/** The sandbox decides by the CNPJ's branch (docs/sandbox.md): 0001 approved, 0003 a partner refused, 0004 lost, 0005 unanswered. */
const CNPJ = {
  approved: '11.222.333/0001-81',
  partnerRefused: '11.222.333/0003-43',
  requestLost: '11.222.333/0004-24',
  answerLost: '11.222.333/0005-05',
};
const company = (companyDocument: string) => ({
  companyDocument,
  companyName: 'Loja Demonstração Ltda',
  openingDate: '2015-03-10',
  mail: 'contato@demo.cofre.dev',
  address,
});
const additional = {
  fantasyName: 'Loja Demo',
  url: 'https://loja.demo.cofre.dev',
  businessType: 'LTDA',
  mainActivity: '4781400',
};
const partner = {
  document: '529.982.247-25',
  name: 'Conceição Araújo',
  type: 'PARTNER',
  date: '1985-06-01',
  email: 'conceicao@exemplo.com.br',
  phone: '(11) 98765-4321',
  address,
};

const account = async (session: SessionResponse): Promise<BankingAccountView> =>
  (await call(session, 'GET', '/api/banking/account')).json();
const save = (session: SessionResponse, body: object) => call(session, 'PUT', '/api/banking/account/draft', body);
const submit = (session: SessionResponse) => call(session, 'POST', '/api/banking/account/submission');
const fillWizard = async (session: SessionResponse, companyDocument: string) => {
  for (const body of [
    { step: 1, company: company(companyDocument) },
    { step: 2, additional },
    { step: 3, partners: [partner] },
  ]) {
    const saved = await save(session, body);
    expect(saved.statusCode, saved.body).toBe(200);
  }
};
const analysisOver = () => clock.advance(61_000);
const codeOf = (response: { json: () => { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code;

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
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
    const [mark] = await t.ctx.db.select().from(sandboxBankAccounts);
    expect(mark).toMatchObject({ received: false });

    expect(await pollBankingAccounts(t.ctx)).toBe(0);
    analysisOver();
    expect(await pollBankingAccounts(t.ctx)).toBe(0);
    expect((await t.ctx.db.select().from(sandboxBankAccounts))[0]).toMatchObject({ received: true });
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
