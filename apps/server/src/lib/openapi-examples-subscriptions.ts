import type { z } from 'zod';
import {
  subscriptionImportSchema,
  subscriptionInvoiceInputSchema,
  subscriptionPageSchema,
  subscriptionSchema,
  subscriptionStatusInputSchema,
  subscriptionUpdateSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

/** The examples of recurrences (see openapi-example-registry.ts). */
const SUBSCRIPTION_ID = '8d3f1a6c-2e4b-4c7d-9a15-6b2e8f0c3d47';
const PLAN_ID = 'b7d2e4a1-6c3f-4a8e-9b10-2f5c7d9e1a38';
const CLIENT_ID = '3b8e1f47-9a2c-4d6e-8f10-5c7a9b2d4e61';

request(subscriptionImportSchema, {
  idPlan: PLAN_ID,
  uuidBuyer: CLIENT_ID,
  basicValue: { type: 'MONTHLY', valuePerMonth: 4_990 },
  payment: { method: 'BOLETO' },
  startDate: '2026-12-10',
});
request(subscriptionUpdateSchema, {
  idPlan: PLAN_ID,
  basicValue: { type: 'SEMESTER', valuePerMonth: 4_490 },
  bankSlipDescription: 'Clube do livro',
});
request(subscriptionStatusInputSchema, { active: false });
request(subscriptionInvoiceInputSchema, { enabled: true });

const row = {
  uuid: SUBSCRIPTION_ID,
  customerName: 'Helena Souza',
  customerDocument: '52998224725',
  startDate: '2026-10-10',
  status: 'ACTIVE' as const,
  idPlan: PLAN_ID,
  titlePlan: 'Clube do livro',
  basicValue: { type: 'MONTHLY' as const, value: 4_990, valuePerMonth: 4_990 },
  paymentMethod: 'BOLETO' as const,
  nextDueDate: '2026-12-10',
};
const subscription: z.output<typeof subscriptionSchema> = {
  ...row,
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
    {
      uuid: '5a1c9e3f-7b2d-4e8a-9c61-0d4f2b8e6a15',
      cycle: 2,
      status: 'SCHEDULED',
      expirationDate: '2026-11-10',
      value: 4_990,
    },
  ],
  createdAt: '2026-10-01T13:00:00.000Z',
};
response(subscriptionSchema, subscription);
response(subscriptionPageSchema, { content: [row], page: 0, size: 20, totalElements: 1, totalPages: 1 });
