import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { clientSummarySchema, type Client, type ClientSummary, type Page } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, description: string): Response {
  return json(status, { errors: [{ code, description }] });
}

const patternOf = (path: string) => new RegExp(`^/api${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);

/**
 * A fake API: routes as 'METHOD /path/:param' → handler. Every call is recorded; an unknown
 * route answers 404 so a test sees what it forgot to stub.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method, path] = route.split(' ');
    return { method, pattern: patternOf(path), handler };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = table.find((entry) => entry.method === call.method && entry.pattern.test(call.url.pathname));
      return route ? route.handler(call) : apiError(404, 'GEN-404', 'Registro não encontrado.');
    }),
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && patternOf(path).test(call.url.pathname));
  return { calls, callsTo };
}

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

/** The toasts shown: Mantine's notifications store is global, so tests watch `show` itself. */
export function watchToasts() {
  const show = vi.spyOn(notifications, 'show');
  return () => show.mock.calls.map(([toast]) => ({ color: toast.color, message: String(toast.message) }));
}
