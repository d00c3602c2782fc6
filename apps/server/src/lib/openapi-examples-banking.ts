import { bankingAccountSchema, bankingDraftStepSchema } from '@cofre/contract';
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
