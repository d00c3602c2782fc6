import { useMutation } from '@tanstack/react-query';
import { pixLimitsViewSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useStorePixLimits } from './pixLimits';

/** DELETE /api/banking/pix-limits/scheduled: drops the increase still waiting (409 BNK-007 when none). */
export function cancelScheduledPixLimits() {
  return apiRequest('/banking/pix-limits/scheduled', { method: 'DELETE' }, pixLimitsViewSchema);
}

export function useCancelScheduledPixLimits() {
  const { store, refresh } = useStorePixLimits();
  return useMutation({
    mutationKey: ['banking', 'pixLimits', 'cancelScheduled'],
    mutationFn: cancelScheduledPixLimits,
    onSuccess: store,
    onError: refresh,
  });
}
