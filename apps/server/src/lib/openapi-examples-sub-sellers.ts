import {
  bankListSchema,
  subSellerAccountUpdateSchema,
  subSellerContactUpdateSchema,
  subSellerCreateSchema,
  subSellerGeneralUpdateSchema,
  subSellerPageSchema,
  subSellerSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// 'Sub-vendedores': the recipients of split sales (spec 3).
const address = {
  zipCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};
const account = {
  bank: '341',
  issuer: '0123',
  issuerDigit: null,
  number: '45678',
  bankDigit: '9',
  accountType: 'CHECKING_ACCOUNT' as const,
  pixKeyType: 'EMAIL' as const,
  pixKey: 'ana@parceira.com.br',
};
const subSeller = {
  id: '4b5c6d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d',
  name: 'Ana Parceira',
  documentType: 'CPF' as const,
  document: '52998224725',
  isActive: true,
  splitStatus: 'ACTIVE' as const,
  splitStatusReason: null,
  description: null,
  openingDate: null,
  birthdate: '1990-04-12',
  ownerName: null,
  ownerDocument: null,
  paymentType: 'PERCENTAGE' as const,
  paymentValue: 1500,
  contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '11987654321' },
  address,
  account: { ...account, bankName: 'ITAÚ UNIBANCO S.A.' },
  createdAt: '2026-11-25T13:00:00.000Z',
};
response(subSellerSchema, subSeller);
const { id, name, documentType, document, isActive, splitStatus, splitStatusReason, paymentType, paymentValue } =
  subSeller;
response(subSellerPageSchema, {
  content: [{ id, name, documentType, document, isActive, splitStatus, splitStatusReason, paymentType, paymentValue }],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
});
response(bankListSchema, {
  content: [
    { code: '001', name: 'Banco do Brasil S.A.' },
    { code: '341', name: 'ITAÚ UNIBANCO S.A.' },
  ],
});
request(subSellerCreateSchema, {
  document: '529.982.247-25',
  name: 'Ana Parceira',
  birthdate: '1990-04-12',
  paymentType: 'PERCENTAGE',
  paymentValue: 1500,
  contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '(11) 98765-4321' },
  address,
  account,
});
request(subSellerGeneralUpdateSchema, {
  name: 'Ana Parceira',
  birthdate: '1990-04-12',
  paymentType: 'FIXED',
  paymentValue: 500,
});
request(subSellerAccountUpdateSchema, account);
request(subSellerContactUpdateSchema, { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '11987654321' });
