import { paymentBatchSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useBatchAction, type BatchActionVariables } from './batchAction';
import { batchPath } from './queryKeys';

/** POST /api/payments/batches/{id}/cancellation → the batch, `cancelled`: nothing of it is paid (409 PAY-035 too late). */
export function cancelPaymentBatch({ id, idempotencyKey }: BatchActionVariables) {
  return apiRequest(`${batchPath(id)}/cancellation`, { method: 'POST', idempotencyKey }, paymentBatchSchema);
}

export const useCancelPaymentBatch = () => useBatchAction('cancel', cancelPaymentBatch);
