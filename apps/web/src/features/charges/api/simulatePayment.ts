import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

/** POST /api/sandbox/charges/{uuid}/payments: the sandbox's buyer pays this boleto or Pix. */
export function simulatePayment(id: string) {
  return apiRequest(`/sandbox/charges/${encodeURIComponent(id)}/payments`, { method: 'POST' }, chargeDetailSchema);
}

export function useSimulatePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'simulatePayment', id],
    mutationFn: () => simulatePayment(id),
    onSuccess: (charge) => storeChangedCharge(queryClient, charge),
  });
}
