import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { refreshOnConflict, storeSubscription } from './subscriptionCache';

/** PATCH /api/subscriptions/{id}/status {active}: cancel (false) or reactivate (true); SUB-002 under an anticipation. */
export function setSubscriptionStatus(id: string, active: boolean) {
  return apiRequest(
    `/subscriptions/${encodeURIComponent(id)}/status`,
    { method: 'PATCH', body: { active } },
    subscriptionSchema,
  );
}

export function useSetSubscriptionStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', 'status', id],
    mutationFn: (active: boolean) => setSubscriptionStatus(id, active),
    onSuccess: (subscription) => storeSubscription(queryClient, subscription),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
