import { vi } from 'vitest';
import {
  FEATURES,
  RESTRICTIVE_FEATURES,
  type Balance,
  type Feature,
  type PayoutAccount,
  type StatementPage,
  type StatementRow,
} from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { fakeApi, json, type ApiCall } from '../../../test/fakeApi';

export { apiError, fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** Every toggle the demo seller has (all but the restrictive ones). */
export const ALL_FEATURES: Feature[] = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));

/** A signed-in user with these roles and the seller's feature toggles (module state: every test sets them). */
export async function signInAs(roles: string[] = ['SELLER_ADMIN'], features: Feature[] = ALL_FEATURES) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
  vi.stubGlobal('fetch', async () => json(200, features));
  await loadFeatureToggles();
}

export const CHARGE_ID = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b';

export function balanceFixture(overrides: Partial<Balance> = {}): Balance {
  return {
    amount: 150_000,
    provisionedAmount: 82_050,
    totalAmount: 232_050,
    notFormattedAmount: 150_000,
    bankingType: 'BARTE_BANKING',
    amountToAnticipation: 82_050,
    onDemandNetAmount: 80_000,
    isOnDemandEnabled: false,
    ...overrides,
  };
}

export function statementRow(overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    id: 'st-1',
    executionDate: '2026-05-08',
    statementType: 'CREDIT_PAYMENT',
    isChargeback: false,
    isRefund: false,
    buyer: 'Ana Souza',
    amount: 12_990,
    creditOperation: true,
    operation: 'Pagamento recebido',
    tax: { amount: 390, creditOperation: false },
    uuidCharge: CHARGE_ID,
    providerType: 'PIX',
    subSellers: [],
    ...overrides,
  };
}

export function statementPage(content: StatementRow[], totalPages = 1): StatementPage {
  return { content, page: 0, size: 10, totalElements: content.length, totalPages, capped: false };
}

export const PAYOUT_ACCOUNT: PayoutAccount = {
  bankCode: '341',
  agency: '1234',
  agencyDigit: null,
  account: '56789',
  accountDigit: '0',
  accountType: 'CHECKING_ACCOUNT',
  holderName: 'Loja da Ana Ltda',
  holderDocument: '12345678000190',
};

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The finance endpoints with the demo seller's answers; `routes` replaces or adds some. */
export function financeApi(balance: Balance = balanceFixture(), routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /redeems': () => json(200, balance),
    'GET /redeems/statement': () => json(200, statementPage([statementRow()])),
    'GET /sellers/bank-account': () => json(200, { account: PAYOUT_ACCOUNT }),
    'GET /sellers/transfers/approve': () => json(200, { content: [] }),
    ...routes,
  });
}
