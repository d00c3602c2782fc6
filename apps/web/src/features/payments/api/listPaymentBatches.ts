import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentBatchPageSchema, type PaymentBatchListQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { BATCH_POLL_MS } from './getPaymentBatch';
import { PAYMENTS_KEYS } from './queryKeys';

/** The list's query as this screen sends it (page and size as numbers). */
export type PaymentBatchesQuery = Omit<PaymentBatchListQuery, 'page' | 'size'> & { page?: number; size?: number };

/** GET /api/payments/batches?search&status&sort&page&size: filtered, sorted and paged by the server. */
export function listPaymentBatches(query: PaymentBatchesQuery, signal?: AbortSignal) {
  return apiRequest('/payments/batches', { query: { ...query }, signal }, paymentBatchPageSchema);
}

/** While a batch of the page is being paid, the page is read again every 3 s (its paid lines move). */
export function usePaymentBatches(query: PaymentBatchesQuery) {
  return useQuery({
    queryKey: [...PAYMENTS_KEYS.batchList, query],
    queryFn: ({ signal }) => listPaymentBatches(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) =>
      state.data?.content.some((batch) => batch.status === 'processing') ? BATCH_POLL_MS : false,
  });
}
