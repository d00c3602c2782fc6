import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  paymentBatchLinePageSchema,
  type PaymentBatch,
  type PaymentBatchLinePage,
  type PaymentBatchLineStatus,
} from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { BATCH_POLL_MS } from './getPaymentBatch';
import { batchPath, PAYMENTS_KEYS } from './queryKeys';

export interface BatchLinesQuery {
  status: PaymentBatchLineStatus | 'all';
  page: number;
  size: number;
}

/** GET /api/payments/batches/{id}/lines?status&page&size: the file's lines, each with its outcome. */
export function listPaymentBatchLines(id: string, query: BatchLinesQuery, signal?: AbortSignal) {
  return apiRequest(`${batchPath(id)}/lines`, { query: { ...query }, signal }, paymentBatchLinePageSchema);
}

/**
 * The lines of the batch as the dialog has it: read again when its status changes (submitted, paid,
 * cancelled) and every 3 s while it is being paid, like the batch itself.
 */
export function usePaymentBatchLines(batch: Pick<PaymentBatch, 'id' | 'status'>, query: BatchLinesQuery) {
  return useQuery<PaymentBatchLinePage>({
    queryKey: [...PAYMENTS_KEYS.batchLines(batch.id), batch.status, query],
    queryFn: ({ signal }) => listPaymentBatchLines(batch.id, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: batch.status === 'processing' ? BATCH_POLL_MS : false,
  });
}
