import { cycleValue, PERIODICITIES, type Page, type Plan } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';

export { apiError, fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** A signed-in user with these roles (checkout.manage needs no feature toggle). */
export function signInAs(roles: string[] = ['SELLER_ADMIN']) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
}

/** The n-th fake plan id (valid UUIDs, as the API's ids are). */
export const planId = (n: number) => `5d1c9a7e-2b4f-4c8d-9e6a-${String(n).padStart(12, '0')}`;

/** A plan as the API answers it: prices per month, each cycle's total computed (×1, ×6, ×12). */
export function planFixture(
  overrides: Partial<Plan> = {},
  perMonth: [number, number, number] = [4990, 4490, 3990],
): Plan {
  return {
    id: planId(1),
    title: 'Plano Ouro',
    description: 'Acesso completo',
    bullets: [{ description: 'Suporte prioritário' }],
    basicValues: PERIODICITIES.map((type, index) => {
      const valuePerMonth = perMonth[index] ?? 0;
      return { type, valuePerMonth, value: cycleValue(valuePerMonth, type) };
    }),
    idCheckout: null,
    enableBankSlip: true,
    enableCreditCard: true,
    enablePixPayment: false,
    active: true,
    createdAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(content: T[], page = 0, totalPages = 1, size = 20): Page<T> {
  return { content, page, size, totalElements: content.length, totalPages };
}
