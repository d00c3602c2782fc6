import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { refreshOnConflict, storeSubscription } from './subscriptionCache';

/** POST /api/sandbox/subscriptions/{id}/next-cycle: the sandbox bills the next cycle today (SUB-007 when not live). */
export function simulateNextCycle(id: string) {
  return apiRequest(
    `/sandbox/subscriptions/${encodeURIComponent(id)}/next-cycle`,
    { method: 'POST' },
    subscriptionSchema,
  );
}

export function useSimulateNextCycle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', 'simulateNextCycle', id],
    mutationFn: () => simulateNextCycle(id),
    onSuccess: async (subscription) => {
      await storeSubscription(queryClient, subscription);
      // The new cycle is a charge: the charge lists and the dashboard read it again.
      await queryClient.invalidateQueries({ queryKey: ['charges'] });
    },
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
