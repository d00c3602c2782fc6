import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type SubscriptionUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { refreshOnConflict, storeSubscription } from './subscriptionCache';

/** PATCH /api/subscriptions/{id}: plan, cycle, price per month and boleto description (only while ACTIVE: SUB-001). */
export function updateSubscription(id: string, body: SubscriptionUpdate) {
  return apiRequest(`/subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body }, subscriptionSchema);
}

export function useUpdateSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', 'update', id],
    mutationFn: (body: SubscriptionUpdate) => updateSubscription(id, body),
    onSuccess: (subscription) => storeSubscription(queryClient, subscription),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
