import type { SubSellerCreateInput } from '@cofre/contract';

/** A person sub-seller's creation body (valid CPF, CEP, bank and Pix key), with the given changes. */
export const subSellerBody = (overrides: Partial<SubSellerCreateInput> = {}): SubSellerCreateInput => ({
  document: '529.982.247-25',
  name: 'Ana Parceira',
  birthdate: '1990-04-12',
  paymentType: 'PERCENTAGE',
  paymentValue: 1_500,
  contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '(11) 98765-4321' },
  address: {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  account: {
    bank: '341',
    issuer: '0123',
    number: '45678',
    bankDigit: '9',
    accountType: 'CHECKING_ACCOUNT',
    pixKeyType: 'EMAIL',
    pixKey: 'ana@parceira.com.br',
  },
  ...overrides,
});
