import { describe, expect, it } from 'vitest';
import {
  additionalStepSchema,
  BANKING_ACCOUNT_MESSAGES as M,
  bankingAccountSubmissionSchema,
  canMove,
  canSubmitBankingAccount,
  companyStepSchema,
  LIFECYCLES,
  partnersStepSchema,
  wizardLocks,
} from '../src/index.js';

const address = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const company = {
  companyDocument: '11.222.333/0001-81',
  companyName: 'Loja Demonstração Ltda',
  openingDate: '2015-03-10',
  mail: 'contato@demo.cofre.dev',
  address,
};
const additional = {
  fantasyName: 'Loja Demo',
  url: 'https://loja.demo.cofre.dev',
  businessType: 'LTDA',
  mainActivity: '4781400',
};
const person = {
  document: '529.982.247-25',
  name: 'Conceição Araújo',
  type: 'PARTNER',
  date: '1985-06-01',
  email: 'conceicao@exemplo.com.br',
  phone: '(11) 98765-4321',
  address,
};
const messagesOf = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('PJ activation steps (spec 3 §5)', () => {
  it('accepts a complete submission', () => {
    expect(bankingAccountSubmissionSchema.safeParse({ company, additional, partners: [person] }).success).toBe(true);
  });

  it('step 1 needs every field and a valid e-mail, with the corrected required message (D12)', () => {
    const result = companyStepSchema.safeParse({ ...company, companyName: ' ', mail: 'sem-arroba' });
    expect(messagesOf(result)).toEqual([
      ['companyName', M.required],
      ['mail', M.invalidEmail],
    ]);
    expect(M.required).toBe('Preenchimento obrigatório!');
  });

  it('step 2 needs a valid url and a CNAE of digits, up to 9', () => {
    expect(messagesOf(additionalStepSchema.safeParse({ ...additional, url: 'loja demo' }))).toEqual([
      ['url', M.invalidUrl],
    ]);
    expect(messagesOf(additionalStepSchema.safeParse({ ...additional, mainActivity: '47.81-4' }))).toEqual([
      ['mainActivity', M.invalidActivity],
    ]);
    expect(additionalStepSchema.safeParse({ ...additional, mainActivity: '1234567890' }).success).toBe(false);
  });

  it('step 3 reads a partner document by its length, and the first partner must be a person', () => {
    const company = { ...person, document: '11.222.333/0001-81', name: 'Holding Demo SA' };
    expect(partnersStepSchema.safeParse({ partners: [person, company] }).success).toBe(true);
    expect(messagesOf(partnersStepSchema.safeParse({ partners: [company] }))).toEqual([
      ['partners.0.document', M.firstPartnerCpf],
    ]);
    expect(messagesOf(partnersStepSchema.safeParse({ partners: [{ ...person, document: '123.456.789-00' }] }))).toEqual(
      [['partners.0.document', M.invalidCpf]],
    );
    expect(
      messagesOf(partnersStepSchema.safeParse({ partners: [person, { ...company, document: '11.222.333/0001-80' }] })),
    ).toEqual([['partners.1.document', M.invalidCnpj]]);
    expect(messagesOf(partnersStepSchema.safeParse({ partners: [] }))).toEqual([['partners', M.required]]);
  });
});

describe('the account’s states (spec 3 §4)', () => {
  it('locks step 1 while PENDING or ACTIVE, and the rest only when ACTIVE', () => {
    expect(wizardLocks('INACTIVE')).toEqual({ company: false, additionalAndPartners: false });
    expect(wizardLocks('FAILED')).toEqual({ company: false, additionalAndPartners: false });
    expect(wizardLocks('PENDING')).toEqual({ company: true, additionalAndPartners: false });
    expect(wizardLocks('ACTIVE')).toEqual({ company: true, additionalAndPartners: true });
  });

  it('is sent from INACTIVE or FAILED only, and moves only along its table', () => {
    expect(['INACTIVE', 'PENDING', 'ACTIVE', 'FAILED'].filter((s) => canSubmitBankingAccount(s as never))).toEqual([
      'INACTIVE',
      'FAILED',
    ]);
    const account = LIFECYCLES.bankingAccount;
    expect(canMove(account, 'INACTIVE', 'PENDING')).toBe(true);
    expect(canMove(account, 'FAILED', 'PENDING')).toBe(true);
    expect(canMove(account, 'PENDING', 'ACTIVE')).toBe(true);
    expect(canMove(account, 'INACTIVE', 'ACTIVE')).toBe(false);
    expect(canMove(account, 'ACTIVE', 'PENDING')).toBe(false);
  });
});
