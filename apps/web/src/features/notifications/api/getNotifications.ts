import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/notification-panel?page=0&size=N: the N newest notifications. */
export function getNotifications(size: number, signal?: AbortSignal) {
  return apiRequest('/notification-panel', { query: { page: 0, size }, signal }, notificationPageSchema);
}

export const notificationsQuery = (size: number) =>
  queryOptions({
    queryKey: ['notifications', 'list', size],
    queryFn: ({ signal }) => getNotifications(size, signal),
    staleTime: 15_000,
  });

/** The list keeps showing the previous page while a larger one loads. */
export function useNotifications(size: number, enabled = true) {
  return useQuery({ ...notificationsQuery(size), enabled, placeholderData: keepPreviousData });
}
