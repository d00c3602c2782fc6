import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import type { SubscriptionListParams } from '../listParams';

/**
 * GET /api/subscriptions?status=&startDateInitial=&startDateFinal=&customerName=|customerDocument=&page=&size=20:
 * startDate descending, filtered and paged on the server (D19).
 */
export function listSubscriptions(params: SubscriptionListParams, signal?: AbortSignal) {
  return apiRequest('/subscriptions', { query: { ...params }, signal }, subscriptionPageSchema);
}

export const subscriptionsQuery = (params: SubscriptionListParams) =>
  queryOptions({
    queryKey: ['subscriptions', 'list', params],
    queryFn: ({ signal }) => listSubscriptions(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads. */
export function useSubscriptions(params: SubscriptionListParams) {
  return useQuery({ ...subscriptionsQuery(params), placeholderData: keepPreviousData });
}
