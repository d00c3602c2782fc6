import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema, type DisputeOpenInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

/** POST /api/sandbox/charges/{uuid}/disputes {reasonCode?}: the card network contests a paid card charge. */
export function openDispute(id: string, body: DisputeOpenInput = {}) {
  return apiRequest(
    `/sandbox/charges/${encodeURIComponent(id)}/disputes`,
    { method: 'POST', body },
    chargeDetailSchema,
  );
}

export function useOpenDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'openDispute', id],
    mutationFn: (body?: DisputeOpenInput) => openDispute(id, body),
    onSuccess: (charge) => storeChangedCharge(queryClient, charge),
  });
}
