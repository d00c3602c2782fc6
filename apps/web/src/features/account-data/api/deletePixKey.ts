import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accountPixKeysQuery, keyPath } from './pixKeys';

/**
 * DELETE /api/banking/pix-keys/{id}: 204 deleted (or, for a key still waiting for its code, cancelled),
 * 202 when the directory's answer is late. Neither has a body: the list read again says which it was
 * (`deleted`: the key is gone; otherwise it is there as DELETING).
 */
export function useDeletePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['banking', 'pixKeys', 'delete'],
    mutationFn: async (id: string) => {
      await apiRequest(keyPath(id), { method: 'DELETE' });
      const list = await queryClient.fetchQuery({ ...accountPixKeysQuery, staleTime: 0 });
      return { deleted: !list.keys.some((key) => key.id === id) };
    },
    onError: () => queryClient.invalidateQueries({ queryKey: accountPixKeysQuery.queryKey }),
  });
}
