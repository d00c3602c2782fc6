import {
  paymentsBalanceSchema,
  pixApprovalPolicySchema,
  pixApprovalPolicyUpdateSchema,
  pixFavoriteActiveSchema,
  pixFavoriteInputSchema,
  pixFavoritePageSchema,
  pixFavoriteSchema,
  pixPaymentApprovalSchema,
  pixPaymentCreateSchema,
  pixPaymentPageSchema,
  pixPaymentRejectionSchema,
  pixPaymentSchema,
  pixRecipientQuerySchema,
  pixRecipientSchema,
  type PixPayment,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// The Pagamentos area's PIX tab (spec 4): a payment submitted by one user and approved by another.
const person = (id: string, name: string) => ({ id, name });
const payment: PixPayment = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  key: 'fornecedor@exemplo.com.br',
  keyType: 'EMAIL',
  recipientName: 'Ana Cardoso Lima',
  recipientDocument: '***.456.789-**',
  recipientBank: 'Banco do Brasil S.A.',
  favoriteNickname: 'Embalagens',
  amount: 123_450,
  paymentDate: '2026-11-23',
  costCenter: 'operacional',
  description: 'Embalagens de novembro',
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
  notes: 'Conferido com a nota fiscal',
  endToEndId: 'E1393589320261123150012AB34CD56E',
  failureReason: null,
  completedAt: '2026-11-23T15:00:01.000Z',
  actions: { approve: false, reject: false, cancel: false, receipt: true },
};

request(pixRecipientQuerySchema, { key: 'fornecedor@exemplo.com.br' });
response(pixRecipientSchema, {
  key: 'fornecedor@exemplo.com.br',
  keyType: 'EMAIL',
  name: 'Ana Cardoso Lima',
  maskedDocument: '***.456.789-**',
  bankName: 'Banco do Brasil S.A.',
});
request(pixPaymentCreateSchema, {
  key: 'fornecedor@exemplo.com.br',
  amount: 123_450,
  paymentDate: '2026-11-23',
  costCenter: 'operacional',
  description: 'Embalagens de novembro',
});
response(pixPaymentSchema, payment);
response(pixPaymentPageSchema, {
  content: [payment],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
  summary: { pending: 0, approved: 1, rejected: 0, total: 123_450 },
});
request(pixPaymentApprovalSchema, { notes: 'Conferido com a nota fiscal' });
request(pixPaymentRejectionSchema, { reason: 'valor_invalido', notes: 'Acima do orçamento' });
request(pixApprovalPolicyUpdateSchema, { required: true, threshold: 500_000 });
response(pixApprovalPolicySchema, { required: true, threshold: 500_000, approvers: 2, editable: true });
response(paymentsBalanceSchema, { available: 1_250_000, updatedAt: '2026-11-23T15:00:00.000Z' });

const favorite = {
  nickname: 'Embalagens',
  beneficiaryName: 'Ana Cardoso Lima',
  key: 'fornecedor@exemplo.com.br',
  notes: 'Paga no dia 23',
};
request(pixFavoriteInputSchema, favorite);
request(pixFavoriteActiveSchema, { active: false });
const savedFavorite = {
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  ...favorite,
  beneficiaryDocument: null,
  keyType: 'EMAIL' as const,
  bank: 'Banco do Brasil S.A.',
  agency: null,
  account: null,
  accountType: null,
  active: true,
  createdBy: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};
response(pixFavoriteSchema, savedFavorite);
response(pixFavoritePageSchema, { content: [savedFavorite], page: 0, size: 20, totalElements: 1, totalPages: 1 });
