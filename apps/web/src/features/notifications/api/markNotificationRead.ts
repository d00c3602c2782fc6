import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** PATCH /api/notification-panel/{id}/read. */
export function markNotificationRead(id: string) {
  return apiRequest<void>(`/notification-panel/${encodeURIComponent(id)}/read`, { method: 'PATCH' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'markRead'],
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
