import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentBatch } from '@cofre/contract';
import { useRefreshPayments } from './getBalance';
import { PAYMENTS_KEYS } from './queryKeys';

/** A batch action's request: the batch, and the Idempotency-Key of one opening of its question. */
export interface BatchActionVariables {
  id: string;
  idempotencyKey?: string;
}

/**
 * What every action on a batch shares (submit, approve, reject, cancel): the batch the server answers
 * is the dialog's at once (its status re-reads the lines), and whatever the outcome — a refusal may
 * mean the batch changed — the balance, the lists and the batch are read again.
 */
export function useBatchAction<Variables>(name: string, action: (variables: Variables) => Promise<PaymentBatch>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', 'batches', name],
    mutationFn: action,
    onSuccess: (batch) => queryClient.setQueryData(PAYMENTS_KEYS.batch(batch.id), batch),
    onSettled: refresh,
  });
}
