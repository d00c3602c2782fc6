import { subSellerRowSchema, type Page, type SubSeller, type SubSellerRow } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** A signed-in user with these roles (subSellers.manage: MASTER, ADMIN, BACKOFFICE). */
export function signInAs(roles: string[] = ['SELLER_ADMIN']) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
}

/** The n-th fake sub-seller id (valid UUIDs, as the API's ids are). */
export const subSellerId = (n: number) => `7c1d2e3f-4a5b-4c6d-8e9f-${String(n).padStart(12, '0')}`;

export const BANKS = {
  content: [
    { code: '001', name: 'Banco do Brasil S.A.' },
    { code: '237', name: 'Banco Bradesco S.A.' },
    { code: '341', name: 'Itaú Unibanco S.A.' },
  ],
};

export function subSellerFixture(overrides: Partial<SubSeller> = {}): SubSeller {
  return {
    id: subSellerId(1),
    name: 'Ana Parceira',
    documentType: 'CPF',
    document: '52998224725',
    isActive: true,
    splitStatus: 'ACTIVE',
    splitStatusReason: null,
    description: null,
    openingDate: null,
    birthdate: '1990-04-12',
    ownerName: null,
    ownerDocument: null,
    paymentType: 'PERCENTAGE',
    paymentValue: 1_250,
    contact: { name: 'Ana Parceira', email: 'ana@parceira.com.br', phone: '11987654321' },
    address: {
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    account: {
      bank: '341',
      bankName: 'Itaú Unibanco S.A.',
      issuer: '0123',
      issuerDigit: null,
      number: '45678',
      bankDigit: '9',
      accountType: 'CHECKING_ACCOUNT',
      pixKeyType: 'EMAIL',
      pixKey: 'ana@parceira.com.br',
    },
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/** A CNPJ sub-seller, with the fields its kind needs. */
export function companyFixture(overrides: Partial<SubSeller> = {}): SubSeller {
  return subSellerFixture({
    id: subSellerId(2),
    name: 'Loja Parceira Ltda',
    documentType: 'CNPJ',
    document: '11222333000181',
    birthdate: null,
    openingDate: '2015-06-01',
    ownerName: 'Bruno Lima',
    ownerDocument: '39053344705',
    description: 'Revenda de acessórios',
    paymentType: 'FIXED',
    paymentValue: 1_500,
    ...overrides,
  });
}

export const rowOf = (subSeller: SubSeller): SubSellerRow => subSellerRowSchema.parse(subSeller);

export function pageOf<T>(content: T[], page = 0, totalPages = 1, size = 20): Page<T> {
  return { content, page, size, totalElements: content.length, totalPages };
}
