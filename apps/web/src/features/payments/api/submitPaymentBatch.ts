import { paymentBatchSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useBatchAction, type BatchActionVariables } from './batchAction';
import { batchPath } from './queryKeys';

/**
 * POST /api/payments/batches/{id}/submission → the batch, `processing` (paid now) or `pending_approval`
 * (the approval policy, on the batch's total). 409 PAY-003 balance, PAY-006 Pix limit, PAY-034 no
 * valid line, PAY-035 too late.
 */
export function submitPaymentBatch({ id, idempotencyKey }: BatchActionVariables) {
  return apiRequest(`${batchPath(id)}/submission`, { method: 'POST', idempotencyKey }, paymentBatchSchema);
}

export const useSubmitPaymentBatch = () => useBatchAction('submit', submitPaymentBatch);
