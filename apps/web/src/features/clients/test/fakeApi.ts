import { clientSummarySchema, type Client, type ClientSummary, type Page } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** A signed-in user with these roles (clients' capabilities need no feature toggle). */
export function signInAs(roles: string[] = ['SELLER_ADMIN']) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
}

export const CLIENT_ID = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f00';

export function clientFixture(overrides: Partial<Client> = {}): Client {
  return {
    id: CLIENT_ID,
    name: 'Ana Souza',
    tradeName: null,
    document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
    email: 'ana@cliente.com.br',
    alternativeEmail: null,
    countryCode: '55',
    phone: '11987654321',
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
    createdAt: '2026-03-05T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(client: Client): ClientSummary {
  return clientSummarySchema.parse(client);
}

export function pageOf<T>(content: T[], page = 0, totalPages = 1, size = 20): Page<T> & { capped: boolean } {
  return { content, page, size, totalElements: totalPages * size, totalPages, capped: false };
}

/** The n-th fake client id (valid UUIDs, as the API's ids are). */
export const clientId = (n: number) => `0b7e2f4a-6c1d-4e8a-9f3b-${String(n).padStart(12, '0')}`;
