import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

export type DisputeOutcome = 'win' | 'lose';

/**
 * POST /api/sandbox/charges/{uuid}/disputes/win (the charge is PAID again) or /lose (CHARGEBACK):
 * the card network decides an open dispute.
 */
export function resolveDispute(id: string, outcome: DisputeOutcome) {
  return apiRequest(
    `/sandbox/charges/${encodeURIComponent(id)}/disputes/${outcome}`,
    { method: 'POST' },
    chargeDetailSchema,
  );
}

export function useResolveDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'resolveDispute', id],
    mutationFn: (outcome: DisputeOutcome) => resolveDispute(id, outcome),
    onSuccess: (charge) => storeChangedCharge(queryClient, charge),
  });
}
