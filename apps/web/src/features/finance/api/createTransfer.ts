import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalSchema, type TransferCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/sellers/transfers {amount, useAnticipationAmount} → 201 PROCESSING / 202 PENDING.
 * 409 FIN-001/002/007 and 502 FIN-004 carry errors.
 */
export function createTransfer(body: TransferCreate, idempotencyKey: string) {
  return apiRequest('/sellers/transfers', { method: 'POST', body, idempotencyKey }, withdrawalSchema);
}

/** `idempotencyKey` is the modal opening's: submitting again after a lost answer is the same withdrawal. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'transfer'],
    mutationFn: ({ body, idempotencyKey }: { body: TransferCreate; idempotencyKey: string }) =>
      createTransfer(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance'] }),
  });
}
