import type { PaymentKind } from './paymentKind';

/**
 * The payments area's query keys, all under 'payments' so they never meet another feature's; a
 * payment action refreshes the balance and every Pix and boleto list and detail by these prefixes.
 */
export const PAYMENTS_KEYS = {
  all: ['payments'] as const,
  balance: ['payments', 'balance'] as const,
  pix: ['payments', 'pix'] as const,
  boleto: ['payments', 'boleto'] as const,
  /** A kind's list and one payment of it, under its kind's prefix. */
  list: (kind: PaymentKind) => ['payments', kind, 'list'] as const,
  detail: (kind: PaymentKind, id: string) => ['payments', kind, 'detail', id] as const,
  recipient: (key: string) => ['payments', 'recipient', key] as const,
  policy: ['payments', 'approvalPolicy'] as const,
  favorites: ['payments', 'favorites'] as const,
  /** The CNAB batches: their list, one batch and its lines (read again whenever the batch's status changes). */
  batches: ['payments', 'batches'] as const,
  batchList: ['payments', 'batches', 'list'] as const,
  batch: (id: string) => ['payments', 'batches', 'detail', id] as const,
  batchLines: (id: string) => ['payments', 'batches', 'lines', id] as const,
};

export const favoritePath = (id: string) => `/payments/favorites/${encodeURIComponent(id)}`;

export const batchPath = (id: string) => `/payments/batches/${encodeURIComponent(id)}`;
