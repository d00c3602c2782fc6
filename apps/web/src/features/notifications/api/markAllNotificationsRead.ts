import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, showApiError } from '../../../lib/api';

/** PATCH /api/notification-panel/read-all. */
export function markAllNotificationsRead() {
  return apiRequest<void>('/notification-panel/read-all', { method: 'PATCH' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'markAllRead'],
    mutationFn: markAllNotificationsRead,
    onError: (error) => showApiError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
