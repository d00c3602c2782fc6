import type { AccountPixKey, AccountPixKeyList, BankingAccountView } from '@cofre/contract';

export const COMPANY_CNPJ = '11222333000181';

/** GET /banking/account of an ACTIVE account. */
export const ACTIVE_ACCOUNT: BankingAccountView = {
  status: 'ACTIVE',
  kycAnalysisResult: null,
  draft: {
    company: { companyDocument: COMPANY_CNPJ, companyName: 'Loja Demonstração Ltda' },
    additional: null,
    partners: null,
  },
  locks: { company: true, additionalAndPartners: true },
  account: { bankCode: '999', agency: '0001', number: '123456', digit: '7' },
  submittedAt: '2026-11-01T12:00:00.000Z',
};

let next = 0;
export function pixKey(overrides: Partial<AccountPixKey> = {}): AccountPixKey {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'EMAIL',
    key: `chave${next}@loja.com.br`,
    status: 'ACTIVE',
    failureReason: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export const CNPJ_KEY = pixKey({ type: 'CNPJ', key: COMPANY_CNPJ });
export const EMAIL_KEY = pixKey({ type: 'EMAIL', key: 'pix@loja.com.br' });
export const EVP_KEY = pixKey({ type: 'EVP', key: '7d9f0c2e-1b3a-4c5d-8e6f-0a1b2c3d4e5f' });

export const listOf = (keys: AccountPixKey[]): AccountPixKeyList => ({ configured: true, keys, max: 20 });
