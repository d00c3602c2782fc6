import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/subscriptions/{id}. */
export function getSubscription(id: string, signal?: AbortSignal) {
  return apiRequest(`/subscriptions/${encodeURIComponent(id)}`, { signal }, subscriptionSchema);
}

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'detail', id],
    queryFn: ({ signal }) => getSubscription(id, signal),
  });

export function useSubscription(id: string | null) {
  return useQuery({ ...subscriptionQuery(id ?? ''), enabled: id !== null && id !== '' });
}
