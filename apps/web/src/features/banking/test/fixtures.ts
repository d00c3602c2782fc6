import { wizardLocks, type BankingAccountStatus, type BankingAccountView } from '@cofre/contract';

export const COMPANY_CNPJ = '11222333000181';
export const PARTNER_CPF = '52998224725';

export const paulista = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Conjunto 101',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

export const COMPLETE_DRAFT: BankingAccountView['draft'] = {
  company: {
    companyDocument: COMPANY_CNPJ,
    companyName: 'Loja Demonstração Ltda',
    openingDate: '2015-03-10',
    mail: 'contato@loja.com.br',
    address: paulista,
  },
  additional: { fantasyName: 'Loja Demo', url: 'https://loja.com.br', businessType: 'LTDA', mainActivity: '4751201' },
  partners: [
    {
      document: PARTNER_CPF,
      name: 'Ana Maria Souza',
      type: 'PARTNER',
      date: '1985-06-20',
      email: 'ana@loja.com.br',
      phone: '11987654321',
      address: paulista,
    },
  ],
};

export const EMPTY_DRAFT: BankingAccountView['draft'] = { company: null, additional: null, partners: null };

/** GET /banking/account's answer in `status`, its locks from the contract. */
export function accountFixture(
  status: BankingAccountStatus,
  overrides: Partial<BankingAccountView> = {},
): BankingAccountView {
  return {
    status,
    kycAnalysisResult: null,
    draft: status === 'INACTIVE' ? EMPTY_DRAFT : COMPLETE_DRAFT,
    locks: wizardLocks(status),
    account: null,
    submittedAt: status === 'INACTIVE' ? null : '2026-11-23T15:00:00.000Z',
    ...overrides,
  };
}
