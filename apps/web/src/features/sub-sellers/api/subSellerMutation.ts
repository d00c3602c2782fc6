import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubSeller } from '@cofre/contract';
import { subSellerQuery } from './getSubSeller';

/**
 * A change of one sub-seller: every endpoint answers the whole sub-seller, which becomes the
 * detail's data; the list (name, split, status) is refetched.
 */
export function useSubSellerMutation<Body>(
  id: string,
  operation: string,
  send: (id: string, body: Body) => Promise<SubSeller>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subSellers', operation, id],
    mutationFn: (body: Body) => send(id, body),
    onSuccess: (subSeller) => {
      queryClient.setQueryData(subSellerQuery(id).queryKey, subSeller);
      return queryClient.invalidateQueries({ queryKey: ['subSellers', 'list'] });
    },
  });
}

export const subSellerPath = (id: string, part = '') => `/sellers/subseller/${encodeURIComponent(id)}${part}`;
