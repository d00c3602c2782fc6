import { useMutation } from '@tanstack/react-query';
import { pixLimitsViewSchema, type PixLimitsUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useStorePixLimits } from './pixLimits';

/**
 * PATCH /api/banking/pix-limits {day, night} (centavos): a decrease applies at once, an increase is
 * scheduled 24 h ahead (spec 3 §4). 409 BNK-006 while a change waits, BNK-005 when the account is not ACTIVE.
 */
export function updatePixLimits(body: PixLimitsUpdate) {
  return apiRequest('/banking/pix-limits', { method: 'PATCH', body }, pixLimitsViewSchema);
}

export function useUpdatePixLimits() {
  const { store, refresh } = useStorePixLimits();
  return useMutation({
    mutationKey: ['banking', 'pixLimits', 'update'],
    mutationFn: updatePixLimits,
    onSuccess: store,
    onError: refresh,
  });
}
