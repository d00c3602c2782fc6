import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  boletoPaymentPageSchema,
  pixPaymentPageSchema,
  type Page,
  type PixPaymentListQuery,
  type PixPaymentPage,
} from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import type { PaymentKind, PaymentOf } from './paymentKind';
import { PAYMENTS_KEYS } from './queryKeys';

/** A page of either list, with the four tiles over everything its filters match. */
export type PaymentPageOf<K extends PaymentKind> = Page<PaymentOf<K>> & { summary: PixPaymentPage['summary'] };

const PAGE_SCHEMAS: { [K in PaymentKind]: ZodType<PaymentPageOf<K>> } = {
  pix: pixPaymentPageSchema,
  boleto: boletoPaymentPageSchema,
};

/** The lists' query as this screen sends it (page and size as numbers): the Pix and boleto lists take the same. */
export type PaymentsQuery = Omit<PixPaymentListQuery, 'page' | 'size'> & { page?: number; size?: number };

/** GET /api/payments/{pix|boleto}?search&status&costCenter&page&size: filtered and paged by the server (D19). */
export function listPayments<K extends PaymentKind>(kind: K, query: PaymentsQuery, signal?: AbortSignal) {
  return apiRequest(`/payments/${kind}`, { query: { ...query }, signal }, PAGE_SCHEMAS[kind]);
}

export function usePayments<K extends PaymentKind>(kind: K, query: PaymentsQuery) {
  return useQuery({
    queryKey: [...PAYMENTS_KEYS.list(kind), query],
    queryFn: ({ signal }) => listPayments(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
