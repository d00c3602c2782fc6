import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subSellerSchema, type SubSellerCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerQuery } from './getSubSeller';

/** POST /api/sellers/subseller (201, PENDING; 409 SVD-001 for a document already registered). */
export function createSubSeller(body: SubSellerCreate) {
  return apiRequest('/sellers/subseller', { method: 'POST', body }, subSellerSchema);
}

export function useCreateSubSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subSellers', 'create'],
    mutationFn: createSubSeller,
    onSuccess: (subSeller) => {
      queryClient.setQueryData(subSellerQuery(subSeller.id).queryKey, subSeller);
      return queryClient.invalidateQueries({ queryKey: ['subSellers', 'list'] });
    },
  });
}
