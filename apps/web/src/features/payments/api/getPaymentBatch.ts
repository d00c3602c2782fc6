import { useQuery } from '@tanstack/react-query';
import { paymentBatchSchema, type PaymentBatch } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { batchPath, PAYMENTS_KEYS } from './queryKeys';

/** How often a batch being paid (`processing`) is read again, until it is completed. */
export const BATCH_POLL_MS = 3_000;

/** GET /api/payments/batches/{id}: one batch, its counts and what the signed-in user may do with it (`actions`). */
export function getPaymentBatch(id: string, signal?: AbortSignal): Promise<PaymentBatch> {
  return apiRequest(batchPath(id), { signal }, paymentBatchSchema);
}

/** Read fresh each time the dialog opens, then every 3 s while its lines are being paid. */
export function usePaymentBatch(id: string | null) {
  return useQuery({
    queryKey: PAYMENTS_KEYS.batch(id ?? ''),
    queryFn: ({ signal }) => getPaymentBatch(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    // Closed, it is forgotten: reopened, it never shows yesterday's actions while the fresh answer comes.
    gcTime: 0,
    refetchInterval: ({ state }) => (state.data?.status === 'processing' ? BATCH_POLL_MS : false),
  });
}
