import type { z } from 'zod';
import type { paymentBatchRejectionSchema } from '@cofre/contract';
import { paymentBatchSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useBatchAction } from './batchAction';
import { batchPath } from './queryKeys';

export type BatchRejection = z.output<typeof paymentBatchRejectionSchema>;

/** POST /api/payments/batches/{id}/rejection {reason} → the batch, `rejected` (409 PAY-004/PAY-005). */
export function rejectPaymentBatch({ id, body }: { id: string; body: BatchRejection }) {
  return apiRequest(`${batchPath(id)}/rejection`, { method: 'POST', body }, paymentBatchSchema);
}

export const useRejectPaymentBatch = () => useBatchAction('reject', rejectPaymentBatch);
