import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema, type ChargeCreateInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeChangedCharge } from '../../../lib/chargeCache';

/**
 * POST /api/charges (idempotent) → 201 the charge's detail. A card charge due today is attempted
 * at once. 400 carries per-field errors (`title` = the field's path) or CHG-006/CHG-020…022.
 */
export function createCharge(body: ChargeCreateInput, idempotencyKey: string) {
  return apiRequest('/charges', { method: 'POST', body, idempotencyKey }, chargeDetailSchema);
}

/** `idempotencyKey`: the same for every try of one body (a retry after a lost answer finds the charge). */
export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: ChargeCreateInput; idempotencyKey: string }) =>
      createCharge(body, idempotencyKey),
    // The new charge is in the lists, the list's totals and its client's tabs and totals.
    onSuccess: (charge) => {
      void storeChangedCharge(queryClient, charge);
    },
  });
}
