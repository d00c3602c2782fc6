import {
  accountPixKeyConfirmSchema,
  accountPixKeyCreateSchema,
  accountPixKeyListSchema,
  accountPixKeySchema,
  bankingAccountSchema,
  bankingDraftStepSchema,
  payoutAccountUpdateSchema,
  payoutAccountViewSchema,
  pixLimitsUpdateSchema,
  pixLimitsViewSchema,
  sandboxSmsListSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// The seller's PJ account (spec 3 'Ativar Conta PJ'): one step of the wizard, and the account as it stands.
const address = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const company = {
  companyDocument: '11222333000181',
  companyName: 'Loja Demonstração Ltda',
  openingDate: '2015-03-10',
  mail: 'contato@demo.cofre.dev',
  address,
};
request(bankingDraftStepSchema, { step: 1, company });
response(bankingAccountSchema, {
  status: 'PENDING',
  kycAnalysisResult: null,
  draft: {
    company,
    additional: {
      fantasyName: 'Loja Demo',
      url: 'https://loja.demo.cofre.dev',
      businessType: 'LTDA',
      mainActivity: '4781400',
    },
    partners: [
      {
        document: '52998224725',
        name: 'Conceição Araújo',
        type: 'PARTNER',
        date: '1985-06-01',
        email: 'conceicao@exemplo.com.br',
        phone: '11987654321',
        address,
      },
    ],
  },
  locks: { company: true, additionalAndPartners: false },
  account: null,
  submittedAt: '2026-11-23T15:00:00.000Z',
});

// Configurações Pix: R$ 5.000,00 by day at once, R$ 3.000,00 by night from tomorrow at this time.
request(pixLimitsUpdateSchema, { day: 500_000, night: 300_000 });
response(pixLimitsViewSchema, {
  configured: true,
  limits: [
    { period: 'DAY', amount: 500_000, scheduledAmount: null, scheduledFor: null },
    { period: 'NIGHT', amount: 100_000, scheduledAmount: 300_000, scheduledFor: '2026-11-24T15:00:00.000Z' },
  ],
});

// Dados da Conta → Chaves Pix: a phone key waits for its SMS code; the others are registered at once.
const emailKey = {
  id: '7c0e7a52-3f8e-4a55-9d0c-2a1b3c4d5e6f',
  type: 'EMAIL' as const,
  key: 'pix@demo.cofre.dev',
  status: 'ACTIVE' as const,
  failureReason: null,
  createdAt: '2026-11-23T15:00:00.000Z',
};
request(accountPixKeyCreateSchema, { type: 'PHONE', key: '11987654321' });
request(accountPixKeyConfirmSchema, { code: '482913' });
response(accountPixKeySchema, emailKey);
response(accountPixKeyListSchema, {
  configured: true,
  keys: [
    { ...emailKey, id: '1f6a9c3e-52d4-4b8e-a0f1-6e7d8c9b0a12', type: 'CNPJ', key: '11222333000181' },
    emailKey,
    {
      ...emailKey,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      type: 'PHONE',
      key: '+5511987654321',
      status: 'AWAITING_CODE',
    },
  ],
  max: 20,
});
response(sandboxSmsListSchema, {
  messages: [
    {
      keyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      to: '+5511987654321',
      text: 'Cofre: seu código para cadastrar a chave Pix é 482913. Ele vale por 10 minutos. Não o informe a ninguém.',
      sentAt: '2026-11-23T15:00:00.000Z',
    },
  ],
});

// Dados da Conta → Conta de repasse: changed by an administrator (with the 2FA code when on), held 24 h.
request(payoutAccountUpdateSchema, {
  bankCode: '237',
  agency: '1234',
  agencyDigit: '5',
  account: '987654',
  accountDigit: '3',
  accountType: 'CHECKING_ACCOUNT',
  code: '482913',
});
response(payoutAccountViewSchema, {
  account: {
    bankCode: '237',
    agency: '1234',
    agencyDigit: '5',
    account: '987654',
    accountDigit: '3',
    accountType: 'CHECKING_ACCOUNT',
    holderName: 'Loja Demonstração Ltda',
    holderDocument: '11222333000181',
  },
  withdrawalsFrom: '2026-11-24T15:00:00.000Z',
  stepUpRequired: true,
});
