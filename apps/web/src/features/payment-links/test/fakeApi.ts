import { vi } from 'vitest';
import { FEATURES, RESTRICTIVE_FEATURES, type Feature, type PaymentLink, type PaymentLinkRow } from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { json } from '../../../test/fakeApi';

export { apiError, fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** Every toggle the demo seller has (all but the restrictive ones). */
export const ALL_FEATURES: Feature[] = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));

/**
 * A signed-in user with these roles and the seller's feature toggles. The toggles are module state
 * (lib/featureToggles), so every test sets them.
 */
export async function signInAs(roles: string[] = ['SELLER_ADMIN'], features: Feature[] = ALL_FEATURES) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
  vi.stubGlobal('fetch', async () => json(200, features));
  await loadFeatureToggles();
}

/** The n-th fake link id (valid UUIDs, as the API's ids are). */
export const linkId = (n: number) => `7a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;
export const CLIENT_ID = '0b7e2f4a-6c1d-4e8a-9f3b-5a2c7d9e1f00';
export const PLAN_ID = '3c2b1a00-1111-4222-8333-444455556666';

export function linkFixture(overrides: Partial<PaymentLink> = {}): PaymentLink {
  const id = overrides.id ?? linkId(1);
  return {
    id,
    url: `http://localhost:3000/pagar/loja-demo/${id}`,
    type: 'ORDER',
    status: 'ACTIVE',
    title: 'Oficina de fotografia',
    description: null,
    value: 25_000,
    client: null,
    creditCard: { enabled: true, discountPercent: 0, installments: 12, feeBearer: 'EARLY_SELLER', scheduleDate: null },
    bankSlip: { enabled: true, discountPercent: 0, installments: 1 },
    pix: { enabled: true, discountPercent: 10, installments: 1 },
    expiresAt: null,
    timer: false,
    bankSlipDescription: null,
    metadata: [],
    subscription: null,
    paidCharges: 3,
    split: null,
    createdAt: '2026-03-05T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export function rowOf(link: PaymentLink): PaymentLinkRow {
  const { id, url, type, status, title, value, client, expiresAt, paidCharges, createdAt } = link;
  return { id, url, type, status, title, value, client, expiresAt, paidCharges, createdAt };
}

export function pageOf<T>(content: T[], page = 0, totalPages = 1) {
  return { content, page, size: 20, totalElements: content.length, totalPages };
}

export const SELLER_DEFAULTS = {
  defaultEnableBankSlip: true,
  defaultEnableCreditCard: true,
  defaultEnablePixPayment: true,
  enableSplitOperation: false,
  defaultInstallments: 12,
  defaultFastInstallments: 10,
};
