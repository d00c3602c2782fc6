import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TAB_PAGE_SIZE, clientSubscriptionPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface ClientSubscriptionsParams {
  clientId: string;
  /** 0-based. */
  page: number;
}

/** GET /api/seller-clients/{id}/subscriptions?page=&size=10 (Assinaturas tab). */
export function getClientSubscriptions({ clientId, page }: ClientSubscriptionsParams, signal?: AbortSignal) {
  return apiRequest(
    `/seller-clients/${encodeURIComponent(clientId)}/subscriptions`,
    { query: { page, size: CLIENT_TAB_PAGE_SIZE }, signal },
    clientSubscriptionPageSchema,
  );
}

export const clientSubscriptionsQuery = (params: ClientSubscriptionsParams) =>
  queryOptions({
    queryKey: ['clients', 'subscriptions', params],
    queryFn: ({ signal }) => getClientSubscriptions(params, signal),
  });

export function useClientSubscriptions(params: ClientSubscriptionsParams, enabled = true) {
  return useQuery({ ...clientSubscriptionsQuery(params), placeholderData: keepPreviousData, enabled });
}
