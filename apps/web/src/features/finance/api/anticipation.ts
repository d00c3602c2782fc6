import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anticipationResultSchema, anticipationSimulationSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/seller/antecipation/rate?amount: what anticipating `amount` centavos would give. */
export function simulateAnticipation(amount: number) {
  return apiRequest('/seller/antecipation/rate', { query: { amount } }, anticipationSimulationSchema);
}

/** POST /api/redeems/anticipation {amount} → 201 with the simulation's fields and `uuid`. */
export function confirmAnticipation(amount: number, idempotencyKey: string) {
  return apiRequest(
    '/redeems/anticipation',
    { method: 'POST', body: { amount }, idempotencyKey },
    anticipationResultSchema,
  );
}

export function useSimulateAnticipation() {
  return useMutation({ mutationKey: ['finance', 'anticipation', 'simulate'], mutationFn: simulateAnticipation });
}

export function useConfirmAnticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'anticipation', 'confirm'],
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      confirmAnticipation(amount, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance'] }),
  });
}
