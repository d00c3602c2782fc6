import {
  anticipationConfirmSchema,
  anticipationQuoteSchema,
  anticipationResultSchema,
  anticipationSimulationSchema,
  antiFraudSchema,
  balanceSchema,
  dashboardSchema,
  payoutAccountResponseSchema,
  transferCreateSchema,
  transferPendingSchema,
  withdrawalListSchema,
  withdrawalSchema,
  type Withdrawal,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

/** The examples of the finance routes (see openapi-example-registry.ts). */
response(balanceSchema, {
  amount: 125_000,
  provisionedAmount: 480_000,
  totalAmount: 605_000,
  notFormattedAmount: 125_000,
  bankingType: 'SELLER_BANKING',
  amountToAnticipation: 480_000,
  onDemandNetAmount: 468_150,
  isOnDemandEnabled: true,
});
response(payoutAccountResponseSchema, {
  account: {
    bankCode: '341',
    agency: '0001',
    agencyDigit: null,
    account: '12345',
    accountDigit: '6',
    accountType: 'CHECKING_ACCOUNT',
    holderName: 'Loja Demonstração Ltda',
    holderDocument: '11222333000181',
  },
});
request(transferCreateSchema, { amount: 50_000, useAnticipationAmount: false });
const withdrawal: Withdrawal = {
  uuid: '5f0c2a8e-7d41-4b6a-9e13-2c8b7f4d1a60',
  amount: 50_000,
  anticipatedAmount: 0,
  date: '2026-11-23T15:00:00.000Z',
  scheduledDate: '2026-11-23',
  status: 'PROCESSING',
};
response(withdrawalSchema, withdrawal);
response(withdrawalListSchema, { content: [withdrawal] });
response(transferPendingSchema, { totalPending: 50_000, quantity: 1 });
response(antiFraudSchema, { isFraud: false });
response(anticipationQuoteSchema, { totalRedeem: 150_000, anticipationTax: 1_194, amountToReceive: 148_806 });
const simulation = { netAmount: 98_806, grossAmount: 100_000, anticipationDate: '2026-11-23', effectiveRate: 119 };
response(anticipationSimulationSchema, simulation);
request(anticipationConfirmSchema, { amount: 98_806 });
response(anticipationResultSchema, { uuid: '8a3d6f1c-2e9b-4c7a-b5d0-1f4e7a9c3b82', ...simulation });

// The dashboard (GET /seller/dashboard): a week, per day.
const weekPoint = (start: string, paidAmount: number, lateAmount: number, scheduledAmount: number) => ({
  start,
  paidAmount,
  lateAmount,
  scheduledAmount,
});
response(dashboardSchema, {
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  paidAmount: 35_000,
  paidCount: 3,
  lateAmount: 4_000,
  lateCount: 1,
  scheduledAmount: 10_000,
  scheduledCount: 2,
  defaultRate: 1_026,
  timeSaved: 10,
  newBuyerQty: 1,
  firstChargeDate: '2026-03-02',
  bucket: 'DAY',
  series: [
    weekPoint('2026-11-23', 35_000, 4_000, 0),
    weekPoint('2026-11-24', 0, 0, 0),
    weekPoint('2026-11-25', 0, 0, 0),
    weekPoint('2026-11-26', 0, 0, 10_000),
    weekPoint('2026-11-27', 0, 0, 0),
    weekPoint('2026-11-28', 0, 0, 0),
    weekPoint('2026-11-29', 0, 0, 0),
  ],
});
