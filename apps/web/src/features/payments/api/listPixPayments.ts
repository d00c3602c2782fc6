import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pixPaymentPageSchema, type PixPaymentListQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

/** The list's query as this screen sends it (page and size as numbers). */
export type PixPaymentsQuery = Omit<PixPaymentListQuery, 'page' | 'size'> & { page?: number; size?: number };

/** GET /api/payments/pix?search&status&costCenter&page&size: filtered and paged by the server (D19). */
export function listPixPayments(query: PixPaymentsQuery, signal?: AbortSignal) {
  return apiRequest('/payments/pix', { query: { ...query }, signal }, pixPaymentPageSchema);
}

export function usePixPayments(query: PixPaymentsQuery) {
  return useQuery({
    queryKey: [...PAYMENTS_KEYS.pixList, query],
    queryFn: ({ signal }) => listPixPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
