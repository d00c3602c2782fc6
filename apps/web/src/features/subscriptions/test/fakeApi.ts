import {
  cycleValue,
  PERIODICITIES,
  type Page,
  type Periodicity,
  type Plan,
  type Subscription,
  type SubscriptionRow,
} from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export { apiError, fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** A signed-in user with these roles (subscriptions' capabilities need no feature toggle). */
export function signInAs(roles: string[] = ['SELLER_ADMIN']) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
}

/** The n-th fake subscription id (valid UUIDs, as the API's ids are). */
export const subscriptionId = (n: number) => `9e8d7c6b-5a49-4382-9170-${String(n).padStart(12, '0')}`;
export const planId = (n: number) => `5d1c9a7e-2b4f-4c8d-9e6a-${String(n).padStart(12, '0')}`;
export const chargeId = (n: number) => `1a2b3c4d-5e6f-4a7b-8c9d-${String(n).padStart(12, '0')}`;
export const CLIENT_ID = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f00';

const basicValue = (type: Periodicity, valuePerMonth: number) => ({
  type,
  valuePerMonth,
  value: cycleValue(valuePerMonth, type),
});

export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    uuid: subscriptionId(1),
    customerName: 'Ana Souza',
    customerDocument: '52998224725',
    startDate: '2026-03-05',
    status: 'ACTIVE',
    idPlan: planId(1),
    titlePlan: 'Plano Ouro',
    basicValue: basicValue('MONTHLY', 4_990),
    paymentMethod: 'BOLETO',
    nextDueDate: '2026-12-05',
    clientId: CLIENT_ID,
    paymentLinkId: null,
    additionalValue: { value: 0, title: null, installments: 1 },
    bankSlipDescription: null,
    invoiceEnabled: false,
    activeInvoiceConfig: true,
    cardLast4: null,
    cancelledDate: null,
    cyclesIssued: 2,
    anticipationHold: false,
    charges: [
      { uuid: chargeId(2), cycle: 2, status: 'SCHEDULED', expirationDate: '2026-12-05', value: 4_990 },
      { uuid: chargeId(1), cycle: 1, status: 'PAID', expirationDate: '2026-11-05', value: 4_990 },
    ],
    createdAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function rowOf(subscription: Subscription): SubscriptionRow {
  const { uuid, customerName, customerDocument, startDate, status, idPlan, titlePlan, basicValue, paymentMethod } =
    subscription;
  return {
    uuid,
    customerName,
    customerDocument,
    startDate,
    status,
    idPlan,
    titlePlan,
    basicValue,
    paymentMethod,
    nextDueDate: subscription.nextDueDate,
  };
}

/** A plan as the API answers it: prices per month, each cycle's total computed (×1, ×6, ×12). */
export function planFixture(
  overrides: Partial<Plan> = {},
  perMonth: [number, number, number] = [4990, 4490, 3990],
): Plan {
  return {
    id: planId(1),
    title: 'Plano Ouro',
    description: null,
    bullets: [],
    basicValues: PERIODICITIES.map((type, index) => basicValue(type, perMonth[index] ?? 0)),
    idCheckout: null,
    enableBankSlip: true,
    enableCreditCard: true,
    enablePixPayment: true,
    active: true,
    createdAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(content: T[], page = 0, totalPages = 1, size = 20): Page<T> {
  return { content, page, size, totalElements: content.length, totalPages };
}
