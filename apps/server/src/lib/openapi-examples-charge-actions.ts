import {
  chargeChangeSchema,
  chargeHistorySchema,
  chargeSendResultSchema,
  chargeSendSchema,
  chargeSummarySchema,
  clientChargeTotalsSchema,
  disputeEvidenceSchema,
  publicChargeSchema,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

/** The examples of the charge actions of issue 14 and the dispute evidence (see openapi-example-registry.ts). */
response(chargeSummarySchema, {
  tabs: [
    { tab: 'ALL', count: 128, amount: 1_934_550, capped: false },
    { tab: 'PAID', count: 97, amount: 1_530_000, capped: false },
    { tab: 'SCHEDULED', count: 21, amount: 300_550, capped: false },
    { tab: 'LATE', count: 6, amount: 84_000, capped: false },
    { tab: 'CANCELED', count: 2, amount: 15_000, capped: false },
    { tab: 'ABANDONED', count: 0, amount: 0, capped: false },
    { tab: 'REFUND', count: 1, amount: 5_000, capped: false },
    { tab: 'FAILED', count: 1, amount: 0, capped: false },
  ],
});
response(clientChargeTotalsSchema, {
  paid: { count: 12, amount: 180_000 },
  open: { count: 1, amount: 15_000 },
  late: { count: 1, amount: 15_000 },
});
request(chargeChangeSchema, { expirationDate: '2026-12-10', value: 17_500 });
request(chargeSendSchema, { email: 'financeiro@cliente.com.br' });
response(chargeSendResultSchema, { sentTo: 'financeiro@cliente.com.br' });
response(chargeHistorySchema, {
  content: [
    {
      kind: 'CREATED',
      at: '2026-11-20T13:00:00.000Z',
      by: null,
      previousExpirationDate: null,
      expirationDate: null,
      previousValue: null,
      value: null,
      sentTo: null,
    },
    {
      kind: 'CHANGED',
      at: '2026-11-23T15:00:00.000Z',
      by: 'Ana Administradora',
      previousExpirationDate: '2026-11-30',
      expirationDate: '2026-12-10',
      previousValue: 15_000,
      value: 17_500,
      sentTo: null,
    },
  ],
});
response(publicChargeSchema, {
  sellerName: 'Loja Demo',
  title: 'Mensalidade de dezembro',
  description: null,
  customerName: 'Conceição Araújo',
  value: 15_000,
  interestAmount: 0,
  expirationDate: '2026-12-10',
  status: 'OPEN',
  paymentMethod: 'PIX',
  boleto: null,
  pix: {
    copyPaste:
      '00020126360014br.gov.bcb.pix0114112223330001815204000053039865406150.005802BR5909LOJA DEMO6009SAO PAULO62290525R1A1B2C3D4E5F6A7B8C9D0E1F6304ABCD',
    qrCodeImage: 'data:image/png;base64,iVBORw0KGgo=',
  },
  paidDate: null,
  sandbox: true,
});
response(disputeEvidenceSchema, {
  id: '7c1e9a3b-5d2f-4b8e-9a6c-1f3d5b7e9a20',
  fileName: 'comprovante de entrega.pdf',
  contentType: 'application/pdf',
  size: 184_220,
  uploadedAt: '2026-11-23T15:00:00.000Z',
});
