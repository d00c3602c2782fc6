import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

/** PATCH /api/charges/{uuid}/manual-pay {uuidCharge}: the charge becomes PAID_MANUALLY (irreversible). */
export function markChargePaid(id: string) {
  return apiRequest(
    `/charges/${encodeURIComponent(id)}/manual-pay`,
    { method: 'PATCH', body: { uuidCharge: id } },
    chargeDetailSchema,
  );
}

export function useMarkChargePaid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'manualPay', id],
    mutationFn: () => markChargePaid(id),
    onSuccess: (charge) => storeChangedCharge(queryClient, charge),
  });
}
