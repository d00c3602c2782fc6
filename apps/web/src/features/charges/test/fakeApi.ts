import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { CHARGE_COUNT_CAP, type ChargeDetail, type ChargeRow, type Feature, type Page } from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
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
        headers: (init.headers ?? {}) as Record<string, string>,
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

/**
 * A signed-in user with these roles and the seller's feature toggles. The toggles are module state
 * (lib/featureToggles), so every test sets them, even to none.
 */
export async function signInAs(roles: string[] = ['SELLER_ADMIN'], features: Feature[] = []) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
  vi.stubGlobal('fetch', async () => json(200, features));
  await loadFeatureToggles();
}

/** The toasts shown: Mantine's notifications store is global, so tests watch `show` itself. */
export function watchToasts() {
  const show = vi.spyOn(notifications, 'show');
  return () => show.mock.calls.map(([toast]) => ({ color: toast.color, message: String(toast.message) }));
}

export const CHARGE_ID = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b';
export const CUSTOMER_ID = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f00';
/** The n-th fake charge id (valid UUIDs, as the API's ids are). */
export const chargeId = (n: number) => `6f1e2d3c-4b5a-4987-8a6b-${String(n).padStart(12, '0')}`;

export function chargeRow(overrides: Partial<ChargeRow> = {}): ChargeRow {
  return {
    uuid: CHARGE_ID,
    customerName: 'Ana Souza',
    customerDocument: '52998224725',
    email: 'ana@cliente.com.br',
    title: 'Mensalidade de abril',
    value: 12990,
    status: 'PAID',
    paymentMethod: 'PIX',
    installments: 1,
    expirationDate: '2026-04-10',
    paidDate: '2026-04-09',
    ...overrides,
  };
}

export function chargeDetail(overrides: Partial<ChargeDetail> = {}): ChargeDetail {
  return {
    ...chargeRow(),
    status: 'LATE',
    paymentMethod: 'BOLETO',
    paidDate: null,
    customerId: CUSTOMER_ID,
    phone: '11987654321',
    countryCode: '55',
    description: 'Plano mensal',
    paidAt: null,
    interestAmount: 0,
    activeInvoiceConfig: false,
    cnpjSeller: '12345678000190',
    chargebackDeadline: null,
    errorTimestamp: null,
    errorTransactionalResponse: null,
    cardResponse: null,
    chargesTries: [],
    refunds: [],
    boleto: null,
    pix: null,
    threeDSecureUrl: null,
    paymentLinkId: null,
    createdAt: '2026-04-01T12:00:00.000Z',
    ...overrides,
  };
}

export function chargePage<T>(content: T[], { page = 0, totalPages = 1, capped = false } = {}) {
  const body: Page<T> & { capped: boolean } = {
    content,
    page,
    size: 20,
    totalElements: capped ? CHARGE_COUNT_CAP : content.length,
    totalPages,
    capped,
  };
  return json(200, body);
}
