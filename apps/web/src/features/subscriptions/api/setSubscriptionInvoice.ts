import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { refreshOnConflict, storeSubscription } from './subscriptionCache';

/** PATCH /api/subscriptions/{id}/invoice {enabled}: the automatic invoice of each paid cycle. */
export function setSubscriptionInvoice(id: string, enabled: boolean) {
  return apiRequest(
    `/subscriptions/${encodeURIComponent(id)}/invoice`,
    { method: 'PATCH', body: { enabled } },
    subscriptionSchema,
  );
}

export function useSetSubscriptionInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', 'invoice', id],
    mutationFn: (enabled: boolean) => setSubscriptionInvoice(id, enabled),
    onSuccess: (subscription) => storeSubscription(queryClient, subscription),
    onError: (error) => refreshOnConflict(queryClient, id, error),
  });
}
