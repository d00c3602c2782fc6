import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { chargeQuery } from './getCharge';

/** DELETE /api/charges/{uuid} → 204: the charge is cancelled (SCHEDULED, LATE or FAILED only). */
export function deleteCharge(id: string) {
  return apiRequest<void>(`/charges/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCharge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'delete', id],
    mutationFn: () => deleteCharge(id),
    onSuccess: () => {
      return Promise.all([
        // Cancelled now: read again when next opened, without refetching under the closing page.
        queryClient.invalidateQueries({ queryKey: chargeQuery(id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['charges', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'charges'] }),
      ]);
    },
  });
}
