import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTermsResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { userTermsQuery } from './getUserTerms';

/** PATCH /api/sellers/user-terms/current: accepts the current terms (SELLER_ADMIN only). */
export function acceptUserTerms() {
  return apiRequest('/sellers/user-terms/current', { method: 'PATCH' }, userTermsResponseSchema);
}

/** Accepts, then re-checks the terms from the server (spec 1 §2.4). */
export function useAcceptUserTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sellers', 'acceptUserTerms'],
    mutationFn: acceptUserTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTermsQuery().queryKey }),
  });
}
