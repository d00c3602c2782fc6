import {
  boletoCheckRequestSchema,
  boletoCheckSchema,
  boletoPaymentCreateSchema,
  boletoPaymentPageSchema,
  boletoPaymentSchema,
  paymentBatchLinePageSchema,
  paymentBatchPageSchema,
  paymentBatchRejectionSchema,
  paymentBatchSchema,
  type BoletoPayment,
  type PaymentBatch,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// The Pagamentos area's Boleto tab (spec 4; D5): a supplier's boleto submitted by one user and approved by another.
const LINE = '34191090080000000000000000000000816460000015000';
const BARCODE = '34198164600000150001090000000000000000000000';
const person = (id: string, name: string) => ({ id, name });

request(boletoCheckRequestSchema, {
  barcode: '34191.09008 00000.000000 00000.000000 8 16460000015000',
  paymentDate: '2026-11-23',
});
response(boletoCheckSchema, {
  barcode: BARCODE,
  line: LINE,
  kind: 'bank',
  payee: 'Papelaria Horizonte Ltda',
  payeeDocument: '11.222.333/****-**',
  bank: 'Itaú Unibanco S.A.',
  dueDate: '2026-11-30',
  finalPaymentDate: '2026-12-30',
  paymentDate: '2026-11-23',
  nominalAmount: 15_000,
  discount: 0,
  fine: 0,
  interest: 0,
  amount: 15_000,
  minAmount: 15_000,
  maxAmount: 15_000,
  status: 'open',
});
request(boletoPaymentCreateSchema, {
  barcode: LINE,
  amount: 15_000,
  paymentDate: '2026-11-23',
  costCenter: 'administrativo',
  description: 'Material de escritório',
});
const payment: BoletoPayment = {
  id: '7a2d3e4f-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  kind: 'bank',
  barcode: BARCODE,
  line: LINE,
  payee: 'Papelaria Horizonte Ltda',
  payeeDocument: '11.222.333/****-**',
  bank: 'Itaú Unibanco S.A.',
  dueDate: '2026-11-30',
  nominalAmount: 15_000,
  amount: 15_000,
  paymentDate: '2026-11-23',
  costCenter: 'administrativo',
  description: 'Material de escritório',
  status: 'completed',
  submittedBy: person('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'Financeiro'),
  submittedAt: '2026-11-23T13:00:00.000Z',
  approvedBy: person('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Administrador'),
  approvedAt: '2026-11-23T15:00:00.000Z',
  rejectedBy: null,
  rejectedAt: null,
  rejectionReason: null,
  cancelledBy: null,
  cancelledAt: null,
  notes: null,
  authenticationCode: '8F3A.21C4.0B9D.77E1.5A60.C2D8.9E14.3B7F',
  failureReason: null,
  completedAt: '2026-11-23T15:00:01.000Z',
  actions: { approve: false, reject: false, cancel: false, receipt: true },
};
response(boletoPaymentSchema, payment);
response(boletoPaymentPageSchema, {
  content: [payment],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
  summary: { pending: 0, approved: 1, rejected: 0, total: 15_000 },
});

// 'Pagamentos em Lote' (D4): a CNAB 240 file of an ERP, validated, approved and paid.
const batch: PaymentBatch = {
  id: '8b3e4f50-6c7d-4e8f-9a01-b2c3d4e5f607',
  fileName: 'remessa-novembro.txt',
  layout: 'cnab240',
  status: 'completed',
  uploadedBy: person('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'Financeiro'),
  uploadedAt: '2026-11-23T12:00:00.000Z',
  lines: 9,
  validLines: 8,
  invalidLines: 1,
  totalAmount: 1_234_500,
  paidLines: 8,
  failedLines: 0,
  paidAmount: 1_234_500,
  submittedBy: person('0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', 'Financeiro'),
  submittedAt: '2026-11-23T12:01:00.000Z',
  approvedBy: person('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Administrador'),
  approvedAt: '2026-11-23T13:00:00.000Z',
  rejectedBy: null,
  rejectionReason: null,
  completedAt: '2026-11-23T13:00:09.000Z',
  errors: [{ line: 7, field: null, reason: 'Código de barras inválido' }],
  actions: { submit: false, approve: false, reject: false, cancel: false, returnFile: true },
};
response(paymentBatchSchema, batch);
response(paymentBatchPageSchema, { content: [batch], page: 0, size: 20, totalElements: 1, totalPages: 1 });
response(paymentBatchLinePageSchema, {
  content: [
    {
      line: 3,
      kind: 'pix',
      recipient: 'Ana Cardoso Lima',
      target: 'fornecedor@exemplo.com.br',
      amount: 123_450,
      paymentDate: '2026-11-23',
      reference: 'PAG-000001',
      status: 'paid',
      reason: null,
      paymentId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    },
  ],
  page: 0,
  size: 50,
  totalElements: 1,
  totalPages: 1,
});
request(paymentBatchRejectionSchema, { reason: 'Fornecedor fora do cadastro' });
