import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadQuantitySchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const UNREAD_POLL_MS = 60_000;

/** GET /api/notification-panel/quantity-unread. */
export function getUnreadQuantity(signal?: AbortSignal) {
  return apiRequest('/notification-panel/quantity-unread', { signal }, unreadQuantitySchema);
}

export const unreadQuantityQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'unread'],
    queryFn: ({ signal }) => getUnreadQuantity(signal),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });

export function useUnreadQuantity() {
  return useQuery(unreadQuantityQuery());
}
