import {
  cardCreateSchema,
  cardDetailSchema,
  cardLimitsUpdateSchema,
  cardListSchema,
  cardPurchaseSimulationSchema,
  cardRenameSchema,
  cardRevealSchema,
  cardSchema,
  cardSecretsSchema,
  cardStatusUpdateSchema,
  cardTransactionSchema,
  type Card,
  type CardTransaction,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// Corporate cards (spec 4; D24): a fixed-limit travel card with one purchase this month.
const card: Card = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  cardName: 'Viagens',
  status: 'ACTIVE',
  type: 'LIMIT_BALANCE',
  panMasked: 'final 4821',
  last4: '4821',
  expiry: '11/2031',
  limitValue: 300_000,
  invoiceValue: 45_990,
  availableValue: 254_010,
  window: { start: '2026-11-01', renewsOn: '2026-12-01' },
  failureReason: null,
  createdAt: '2026-11-02T13:00:00.000Z',
  actions: { open: true, block: true, unblock: false, cancel: true, rename: true, reveal: true },
};
const purchase: CardTransaction = {
  id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f70',
  createdAt: '2026-11-20T18:42:00.000Z',
  merchantName: 'Companhia Aérea Azul',
  mcc: '4511',
  billingAmount: 45_990,
  approved: true,
  reversed: false,
  status: 'APPROVED',
  declineReason: null,
};

request(cardCreateSchema, { cardName: 'Viagens', limitType: 'LIMIT_BALANCE', newLimit: 300_000 });
request(cardRenameSchema, { cardName: 'Viagens da diretoria' });
request(cardStatusUpdateSchema, { status: 'BLOCKED' });
request(cardLimitsUpdateSchema, { limits: [{ cardId: card.id, newLimit: 500_000 }] });
request(cardRevealSchema, { code: '123456' });
request(cardPurchaseSimulationSchema, { merchantName: 'Companhia Aérea Azul', amount: 45_990, mcc: '4511' });
response(cardSchema, card);
response(cardTransactionSchema, purchase);
response(cardDetailSchema, { card, transactions: [purchase], stepUp: 'code' });
response(cardListSchema, {
  content: [card],
  summary: {
    invoiceValue: 45_990,
    totalValueBag: 2_045_990,
    fixedValue: 300_000,
    availableValueVirtualCard: 1_745_990,
  },
  manageable: true,
});
// Test data: a number of the sandbox issuer's test range, never a real card.
response(cardSecretsSchema, { pan: '2223000048214821', cvv: '123', expiry: '11/2031' });
