import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  composeBankBoleto,
  FEATURES,
  formatBRL,
  readBoletoLine,
  RESTRICTIVE_FEATURES,
  type BoletoCheck,
  type BoletoPayment,
  type BoletoPaymentPage,
  type Feature,
  type PaymentBatch,
  type PaymentBatchLine,
  type PaymentBatchLinePage,
  type PaymentBatchPage,
  type PaymentsBalance,
  type PixApprovalPolicy,
  type PixFavorite,
  type PixFavoritePage,
  type PixPayment,
  type PixPaymentPage,
  type PixRecipient,
} from '@cofre/contract';
import { clock } from '../../../lib/businessDate';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json, type ApiCall } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import PaymentsPage from '../routes/PaymentsPage';

export { apiError, json, NOT_IN_TOASTS, watchToasts, type ApiCall } from '../../../test/fakeApi';

/** 10 May 2026, 12:00 in São Paulo: 'today' for the form's date. */
export const NOW = new Date('2026-05-10T15:00:00.000Z');
export const TODAY = '2026-05-10';

/** Every toggle the demo seller has (all but the restrictive ones): view_accounts_payable_2 included. */
const ALL_FEATURES: Feature[] = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));

/** A signed-in user with these roles and the seller's toggles (module state: every test sets them). */
export async function signInAs(roles: string[] = ['SELLER_ADMIN']) {
  clock.now = () => NOW;
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
  vi.stubGlobal('fetch', async () => json(200, ALL_FEATURES));
  await loadFeatureToggles();
}

export const renderPage = (path = '/pagamentos') => renderWithApp(<PaymentsPage />, { path });

/** An amount as a text query reads it (the NBSP after 'R$' as a plain space). */
export const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
/** Text with the non-breaking space of BRL amounts as a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

export const BALANCE: PaymentsBalance = { available: 500_000, updatedAt: '2026-05-10T14:30:00.000Z' };

export const CPF_KEY = '52998224725';

export const RECIPIENT: PixRecipient = {
  key: CPF_KEY,
  keyType: 'CPF',
  name: 'Maria da Silva',
  maskedDocument: '***.982.247-**',
  bankName: 'Banco Sandbox S.A.',
};

/** Payments from R$ 1.000,00 on need a second person; the seller has two approvers. */
export const POLICY: PixApprovalPolicy = { required: true, threshold: 100_000, approvers: 2, editable: true };

/** A payment Bruno Costa submitted today, waiting for a second person who may approve or reject it. */
const PENDING_LIFE = {
  status: 'pending_approval',
  submittedBy: { id: 'u2', name: 'Bruno Costa' },
  submittedAt: '2026-05-10T13:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectionReason: null,
  cancelledBy: null,
  cancelledAt: null,
  notes: null,
  failureReason: null,
  completedAt: null,
  actions: { approve: true, reject: true, cancel: false, receipt: false },
} as const satisfies Partial<PixPayment & BoletoPayment>;

export function pixPayment(overrides: Partial<PixPayment> = {}): PixPayment {
  return {
    id: '7d3f1c2a-9b8e-4f6d-a1c2-3b4d5e6f7a8b',
    key: CPF_KEY,
    keyType: 'CPF',
    recipientName: 'Maria da Silva',
    recipientDocument: '***.982.247-**',
    recipientBank: 'Banco Sandbox S.A.',
    favoriteNickname: null,
    amount: 150_000,
    paymentDate: TODAY,
    costCenter: 'vendas',
    description: 'Fornecedor de maio',
    ...PENDING_LIFE,
    endToEndId: null,
    ...overrides,
  };
}

export function paymentPage(content: PixPayment[], overrides: Partial<PixPaymentPage> = {}): PixPaymentPage {
  return {
    content,
    page: 0,
    size: 10,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    summary: { pending: 3, approved: 5, rejected: 1, total: 987_654 },
    ...overrides,
  };
}

export function favorite(overrides: Partial<PixFavorite> = {}): PixFavorite {
  return {
    id: '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
    nickname: 'Gráfica Central',
    beneficiaryName: 'Gráfica Central Ltda',
    beneficiaryDocument: '11222333000181',
    key: 'financeiro@grafica.com.br',
    keyType: 'EMAIL',
    bank: null,
    agency: null,
    account: null,
    accountType: null,
    notes: null,
    active: true,
    createdBy: 'u1',
    createdAt: '2026-04-01T12:00:00.000Z',
    updatedAt: '2026-04-01T12:00:00.000Z',
    ...overrides,
  };
}

export function favoritePage(content: PixFavorite[]): PixFavoritePage {
  return { content, page: 0, size: 5, totalElements: content.length, totalPages: content.length > 0 ? 1 : 0 };
}

/** A bank boleto of R$ 246,10 due on 20/05/2026 (its 47-digit line, 44-digit barcode and printed form). */
export const BANK_BOLETO = composeBankBoleto({
  bankCode: '237',
  dueDate: '2026-05-20',
  amount: 24_610,
  freeField: '1234567890',
});
/** A utility bill's 48-digit line (arrecadação, D25). */
export const UTILITY_LINE = '846100000005246100291102005460339004695895061080';

/** What the directory says of a boleto, paid today at its face value. */
export function boletoCheck(overrides: Partial<BoletoCheck> = {}): BoletoCheck {
  return {
    barcode: BANK_BOLETO.barcode,
    line: BANK_BOLETO.line,
    kind: 'bank',
    payee: 'Gráfica Central Ltda',
    payeeDocument: '11.222.333/****-**',
    bank: 'Banco Bradesco S.A.',
    dueDate: '2026-05-20',
    finalPaymentDate: '2026-06-19',
    paymentDate: TODAY,
    nominalAmount: 24_610,
    discount: 0,
    fine: 0,
    interest: 0,
    amount: 24_610,
    minAmount: 24_610,
    maxAmount: 24_610,
    status: 'open',
    ...overrides,
  };
}

/** The check's answer for the line a request sends (its kind, barcode and line as the contract reads them). */
export function checkOf(call: ApiCall, overrides: Partial<BoletoCheck> = {}): Response {
  const body = call.body as { barcode: string; paymentDate?: string };
  const read = readBoletoLine(body.barcode);
  return json(
    200,
    boletoCheck({
      ...(read ? { barcode: read.barcode, line: read.line, kind: read.kind } : {}),
      paymentDate: body.paymentDate ?? TODAY,
      ...overrides,
    }),
  );
}

export function boletoPayment(overrides: Partial<BoletoPayment> = {}): BoletoPayment {
  return {
    id: '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    kind: 'bank',
    barcode: BANK_BOLETO.barcode,
    line: BANK_BOLETO.line,
    payee: 'Gráfica Central Ltda',
    payeeDocument: '11.222.333/****-**',
    bank: 'Banco Bradesco S.A.',
    dueDate: '2026-05-20',
    nominalAmount: 24_610,
    amount: 24_610,
    paymentDate: TODAY,
    costCenter: 'operacional',
    description: 'Impressos de maio',
    ...PENDING_LIFE,
    authenticationCode: null,
    ...overrides,
  };
}

export function boletoPage(content: BoletoPayment[], overrides: Partial<BoletoPaymentPage> = {}): BoletoPaymentPage {
  return {
    content,
    page: 0,
    size: 10,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    summary: { pending: 2, approved: 4, rejected: 1, total: 123_456 },
    ...overrides,
  };
}

/** A CNAB 240 file Ana Souza sent today: 3 lines, 2 valid (R$ 1.500,00 in all), waiting to be sent for payment. */
export function paymentBatch(overrides: Partial<PaymentBatch> = {}): PaymentBatch {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f2a3b4c5d',
    fileName: 'PAG0510.txt',
    layout: 'cnab240',
    status: 'validated',
    uploadedBy: { id: 'u1', name: 'Ana Souza' },
    uploadedAt: '2026-05-10T14:30:00.000Z',
    lines: 3,
    validLines: 2,
    invalidLines: 1,
    totalAmount: 150_000,
    paidLines: 0,
    failedLines: 0,
    paidAmount: 0,
    submittedBy: null,
    submittedAt: null,
    approvedBy: null,
    approvedAt: null,
    rejectedBy: null,
    rejectionReason: null,
    completedAt: null,
    errors: [{ line: 3, field: null, reason: 'Chave Pix inválida.' }],
    actions: { submit: true, approve: false, reject: false, cancel: true, returnFile: false },
    ...overrides,
  };
}

export function batchPage(content: PaymentBatch[], overrides: Partial<PaymentBatchPage> = {}): PaymentBatchPage {
  return {
    content,
    page: 0,
    size: 10,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    ...overrides,
  };
}

/** The batch's lines: a Pix, a boleto and an invalid Pix. */
export const BATCH_LINES: PaymentBatchLine[] = [
  {
    line: 1,
    kind: 'pix',
    recipient: 'Maria da Silva',
    target: 'maria@exemplo.com.br',
    amount: 125_390,
    paymentDate: TODAY,
    reference: 'NF-1001',
    status: 'valid',
    reason: null,
    paymentId: null,
  },
  {
    line: 2,
    kind: 'boleto',
    recipient: 'Gráfica Central Ltda',
    target: BANK_BOLETO.barcode,
    amount: 24_610,
    paymentDate: TODAY,
    reference: 'NF-1002',
    status: 'valid',
    reason: null,
    paymentId: null,
  },
  {
    line: 3,
    kind: 'pix',
    recipient: 'João Pereira',
    target: 'chave-errada',
    amount: 5_000,
    paymentDate: TODAY,
    reference: 'NF-1003',
    status: 'invalid',
    reason: 'Chave Pix inválida.',
    paymentId: null,
  },
];

export function linePage(
  content: PaymentBatchLine[],
  overrides: Partial<PaymentBatchLinePage> = {},
): PaymentBatchLinePage {
  return {
    content,
    page: 0,
    size: 20,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    ...overrides,
  };
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The payments endpoints with answers for a seller with balance, one favorite, one pending Pix and
 * one pending boleto payment, a directory of boletos that knows every valid line, and one validated
 * batch file with its three lines.
 */
export function paymentsApi(routes: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /payments/balance': () => json(200, BALANCE),
    'GET /payments/pix/approval-policy': () => json(200, POLICY),
    'GET /payments/favorites': () => json(200, favoritePage([favorite()])),
    'GET /payments/pix': () => json(200, paymentPage([pixPayment()])),
    'POST /payments/pix/recipient': () => json(200, RECIPIENT),
    'GET /payments/boleto': () => json(200, boletoPage([boletoPayment()])),
    'POST /payments/boleto/check': (call) => checkOf(call),
    'GET /payments/batches': () => json(200, batchPage([paymentBatch()])),
    'GET /payments/batches/:id': () => json(200, paymentBatch()),
    'GET /payments/batches/:id/lines': () => json(200, linePage(BATCH_LINES)),
    ...routes,
  });
}

/** Replaces a money input's amount: cleared, then the digits typed from the right ('5000' → R$ 50,00). */
export async function typeAmount(label: string, digits: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (digits) await userEvent.type(input, digits);
}

/** A 390 px phone: the narrow-screen query matches (test/setup.ts answers no to every query otherwise). */
export function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}

/** Picks an option of a Mantine Select (a combobox) inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
