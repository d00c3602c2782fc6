import type { ChargeCreateInput } from '@cofre/contract';
import { ledgerViolations } from '../../src/modules/ledger/invariants.js';
import type { TestApp } from './app.js';

export const CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  processingError: '4000 0000 0000 0119',
  threeDSecure: '4000 0000 0000 3220',
} as const;

export const card = (number: string) => ({ number, holderName: 'MARIA S SOUZA', expiry: '12/2030', cvv: '123' });

export function chargeInput(overrides: Partial<ChargeCreateInput> = {}): ChargeCreateInput {
  return {
    title: 'Mensalidade de novembro',
    value: 15_000,
    paymentMethod: 'BOLETO',
    expirationDate: '2026-11-30',
    customer: {
      name: 'Conceição Araújo',
      document: '529.982.247-25',
      email: 'conceicao@exemplo.com.br',
      phone: '(11) 98765-4321',
    },
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return (
    session: { token: string } | null,
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...(session ? t.bearer(session) : {}), ...headers },
    });
}

/** The ledger's invariants, as every money test ends: no violations. */
export async function expectBooksBalanced(t: TestApp): Promise<string[]> {
  return ledgerViolations(t.ctx.db);
}

/**
 * The buyer of chargeInput() as a client of the signed-in seller (created unless already there):
 * the detail and the client's history link charges to a client by document. Returns its id.
 */
export async function ensureBuyerClient(call: ReturnType<typeof caller>, session: { token: string }): Promise<string> {
  const found = (await call(session, 'GET', '/api/seller-clients?search=52998224725')).json();
  const existing = found.content[0]?.id as string | undefined;
  if (existing) return existing;
  const created = await call(session, 'POST', '/api/seller-clients', {
    document: { documentNumber: '52998224725', documentType: 'CPF', documentNation: 'BR' },
    contact: {
      name: 'Conceição Araújo',
      email: 'conceicao@exemplo.com.br',
      countryCode: '+55',
      phone: '11987654321',
      alternativeEmail: '',
    },
    address: null,
  });
  if (created.statusCode !== 201) throw new Error(`the buyer client was refused: ${created.statusCode}`);
  return created.json().id as string;
}
