import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeRunSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** POST /api/sandbox/seller-notifications/run: today's reminders for this seller, now (sandbox only). */
export function useRunNoticesNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notices', 'run'],
    mutationFn: () => apiRequest('/sandbox/seller-notifications/run', { method: 'POST' }, noticeRunSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices', 'deliveries'] }),
  });
}
