import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chargeDetailSchema,
  chargeHistorySchema,
  chargeSendResultSchema,
  type ChargeChangeInput,
} from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

const chargePath = (id: string) => `/charges/${encodeURIComponent(id)}`;
export const chargeHistoryKey = (id: string) => ['charges', 'history', id] as const;

/** GET /api/charges/{uuid}/history: creation, changes and sends, oldest first. */
export function useChargeHistory(id: string) {
  return useQuery({
    queryKey: chargeHistoryKey(id),
    queryFn: ({ signal }) => apiRequest(`${chargePath(id)}/history`, { signal }, chargeHistorySchema),
  });
}

/** POST /api/charges/{uuid}/send: the charge by e-mail to the buyer, or to the address given. */
export function useSendCharge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'send', id],
    mutationFn: ({ email, idempotencyKey }: { email?: string; idempotencyKey: string }) =>
      apiRequest(`${chargePath(id)}/send`, { method: 'POST', body: { email }, idempotencyKey }, chargeSendResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeHistoryKey(id) }),
  });
}

/** PATCH /api/charges/{uuid}: a new due date or value; answers the charge with its new boleto or Pix. */
export function useChangeCharge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'change', id],
    mutationFn: (body: ChargeChangeInput) => apiRequest(chargePath(id), { method: 'PATCH', body }, chargeDetailSchema),
    onSuccess: async (charge) => {
      await storeChangedCharge(queryClient, charge);
      await queryClient.invalidateQueries({ queryKey: chargeHistoryKey(id) });
    },
  });
}
