import { paymentBatchSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useBatchAction, type BatchActionVariables } from './batchAction';
import { batchPath } from './queryKeys';

/**
 * POST /api/payments/batches/{id}/approval → the batch, now `processing`. The approver is the signed-in
 * user: 409 PAY-004 their own batch, PAY-005 already decided, PAY-003/PAY-006 when paying is refused.
 */
export function approvePaymentBatch({ id, idempotencyKey }: BatchActionVariables) {
  return apiRequest(`${batchPath(id)}/approval`, { method: 'POST', idempotencyKey }, paymentBatchSchema);
}

export const useApprovePaymentBatch = () => useBatchAction('approve', approvePaymentBatch);
