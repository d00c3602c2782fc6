import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  cardTransactionStatus,
  FEATURES,
  formatBRL,
  RESTRICTIVE_FEATURES,
  type Card,
  type CardDetail,
  type CardList,
  type CardTransaction,
  type Feature,
} from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json, type ApiCall } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { renderWithApp } from '../../../test/render';
import CardDetailPage from '../routes/CardDetailPage';
import CardLimitsPage from '../routes/CardLimitsPage';
import CardListPage from '../routes/CardListPage';

export { apiError, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** 10 May 2026, 12:00 in São Paulo. */
export const NOW = new Date('2026-05-10T15:00:00.000Z');

/** Every toggle the demo seller has (all but the restrictive ones, block_items_credit_card among them). */
const ALL_FEATURES: Feature[] = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));

/** A signed-in user with these roles (module state: every test sets it); `sandbox` is the server's flag. */
export async function signInAs(roles: string[] = ['SELLER_ADMIN'], { sandbox = true } = {}) {
  clock.now = () => NOW;
  sessionStore.set(sessionFromResponse(sessionResponse({ roles, sandbox })));
  vi.stubGlobal('fetch', async () => json(200, ALL_FEATURES));
  await loadFeatureToggles();
}

export const MARKETING_ID = '3f1c2a7d-9b8e-4f6d-a1c2-3b4d5e6f7a8b';
export const TRAVEL_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
export const PENDING_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const CANCELED_ID = '9e8d7c6b-5a4f-4e3d-b2c1-a0f9e8d7c6b5';

const ALL_ACTIONS = { open: true, block: true, unblock: false, cancel: true, rename: true, reveal: true };

/** 'Marketing', an ACTIVE Limite Fixo card ending in 1234: R$ 1.500,00 limit, R$ 320,00 spent in May. */
export function card(overrides: Partial<Card> = {}): Card {
  return {
    id: MARKETING_ID,
    cardName: 'Marketing',
    status: 'ACTIVE',
    type: 'LIMIT_BALANCE',
    panMasked: 'final 1234',
    last4: '1234',
    expiry: '05/2031',
    limitValue: 150_000,
    invoiceValue: 32_000,
    availableValue: 118_000,
    window: { start: '2026-05-01', renewsOn: '2026-06-01' },
    failureReason: null,
    createdAt: '2026-04-02T12:00:00.000Z',
    actions: ALL_ACTIONS,
    ...overrides,
  };
}

/** 'Viagens', an ACTIVE Saldo Livre card ending in 9876. */
export const travelCard = (overrides: Partial<Card> = {}) =>
  card({
    id: TRAVEL_ID,
    cardName: 'Viagens',
    type: 'FREE_BALANCE',
    panMasked: 'final 9876',
    last4: '9876',
    limitValue: null,
    invoiceValue: 10_000,
    availableValue: 400_000,
    ...overrides,
  });

/** 'Eventos', a Limite Fixo card the issuer is still making. */
export const pendingCard = (overrides: Partial<Card> = {}) =>
  card({
    id: PENDING_ID,
    cardName: 'Eventos',
    status: 'PENDING',
    panMasked: null,
    last4: null,
    expiry: null,
    limitValue: 50_000,
    invoiceValue: 0,
    availableValue: 0,
    actions: { open: false, block: false, unblock: false, cancel: false, rename: false, reveal: false },
    ...overrides,
  });

/** 'Antigo', a cancelled Saldo Livre card. */
export const canceledCard = (overrides: Partial<Card> = {}) =>
  card({
    id: CANCELED_ID,
    cardName: 'Antigo',
    status: 'CANCELED',
    type: 'FREE_BALANCE',
    panMasked: 'final 5555',
    last4: '5555',
    limitValue: null,
    invoiceValue: 0,
    availableValue: 0,
    actions: { open: true, block: false, unblock: false, cancel: false, rename: false, reveal: false },
    ...overrides,
  });

export const SUMMARY: CardList['summary'] = {
  invoiceValue: 42_000,
  totalValueBag: 168_000,
  availableValueVirtualCard: 76_000,
  fixedValue: 200_000,
};

export function cardList(content: Card[], overrides: Partial<CardList> = {}): CardList {
  return { content, summary: SUMMARY, manageable: true, ...overrides };
}

export function transaction(overrides: Partial<CardTransaction> = {}): CardTransaction {
  const base = {
    id: '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    createdAt: '2026-05-10T12:30:00.000Z',
    merchantName: 'Papelaria Central',
    mcc: '5943',
    billingAmount: 12_000,
    approved: true,
    reversed: false,
    declineReason: null,
    ...overrides,
  };
  return { ...base, status: cardTransactionStatus(base) };
}

/** The month's statement: an approved purchase, a refused one and a reversed one. */
export const TRANSACTIONS: CardTransaction[] = [
  transaction(),
  transaction({
    id: '6d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
    createdAt: '2026-05-09T18:05:00.000Z',
    merchantName: 'Hotel Praia',
    billingAmount: 200_000,
    approved: false,
    declineReason: 'Limite do cartão insuficiente.',
  }),
  transaction({
    id: '7e3a4f5b-6c7d-4e8f-8a9b-1c2d3e4f5a6b',
    createdAt: '2026-05-08T10:00:00.000Z',
    merchantName: 'Café Aroma',
    billingAmount: 1_550,
    reversed: true,
  }),
];

export function cardDetail(overrides: Partial<CardDetail> = {}): CardDetail {
  return { card: card(), transactions: TRANSACTIONS, stepUp: 'code', ...overrides };
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The cards endpoints: Marketing, Viagens, Eventos (PENDING) and Antigo (cancelled); Marketing's detail. */
export function cardsApi(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /cards': () => json(200, cardList([card(), travelCard(), pendingCard(), canceledCard()])),
    'GET /cards/:id': () => json(200, cardDetail()),
    ...routes,
  });
}

/** The three screens, at their paths, with the location shown for navigation checks. */
function renderAt(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/cartao" element={<CardListPage />} />
        <Route path="/cartao/limites" element={<CardLimitsPage />} />
        <Route path="/cartao/:id" element={<CardDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

export const renderList = (search = '') => renderAt(`/cartao${search}`);
export const renderLimits = () => renderAt('/cartao/limites');
export const renderDetail = (id = MARKETING_ID) => renderAt(`/cartao/${id}`);

/** An amount as a text query reads it (the NBSP after 'R$' as a plain space). */
export const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
/** Text with the non-breaking space of BRL amounts as a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** A 390 px phone: the narrow-screen query matches (test/setup.ts answers no to every query otherwise). */
export function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}

/** Replaces a money input's amount: cleared, then the digits typed from the right ('5000' → R$ 50,00). */
export async function typeAmount(input: HTMLElement, digits: string) {
  await userEvent.clear(input);
  if (digits) await userEvent.type(input, digits);
}

/** Types a one-time code into the code boxes named `label`. */
export async function typeCode(label: string, code: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: `${label}, dígito 1 de 6` }));
  await userEvent.keyboard(code);
}
