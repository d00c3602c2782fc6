import { vi } from 'vitest';
import {
  CHARGE_COUNT_CAP,
  refundableAmount,
  type ChargeDetail,
  type ChargeRow,
  type Feature,
  type Page,
  type Receivable,
} from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

import { json } from '../../../test/fakeApi';

export { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';

/**
 * A signed-in user with these roles and the seller's feature toggles. The toggles are module state
 * (lib/featureToggles), so every test sets them, even to none.
 */
export async function signInAs(roles: string[] = ['SELLER_ADMIN'], features: Feature[] = []) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
  vi.stubGlobal('fetch', async () => json(200, features));
  await loadFeatureToggles();
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
    refundedAmount: 0,
    ...overrides,
  };
}

export function chargeDetail(overrides: Partial<ChargeDetail> = {}): ChargeDetail {
  const charge: ChargeDetail = {
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
    refundedAmount: 0,
    refundableAmount: 0,
    dispute: null,
    boleto: null,
    pix: null,
    threeDSecureUrl: null,
    paymentLinkId: null,
    pageUrl: 'http://localhost/cobranca/0123456789abcdef0123456789abcdef',
    createdAt: '2026-04-01T12:00:00.000Z',
    ...overrides,
  };
  // What is left to refund follows the value and the refunds, as the server computes it.
  return { ...charge, refundableAmount: overrides.refundableAmount ?? refundableAmount(charge) };
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

/** One Recebíveis line: R$ 129,90 in one instalment, R$ 3,90 fee, nothing taken back yet. */
export function receivable(overrides: Partial<Receivable> = {}): Receivable {
  return {
    uuid: '22222222-2222-4333-8444-555555555555',
    installment: 1,
    installments: 1,
    settlementDate: '2026-05-10',
    grossAmount: 12990,
    feeAmount: 390,
    netAmount: 12600,
    reversedAmount: 0,
    status: 'PENDING',
    ...overrides,
  };
}
