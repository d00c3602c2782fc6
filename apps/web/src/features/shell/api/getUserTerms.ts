import { queryOptions, useQuery } from '@tanstack/react-query';
import { userTermsResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/user-terms/current: whether the current terms were accepted. */
export function getUserTerms(signal?: AbortSignal) {
  return apiRequest('/sellers/user-terms/current', { signal }, userTermsResponseSchema);
}

export const userTermsQuery = () =>
  queryOptions({
    queryKey: ['sellers', 'userTerms'],
    queryFn: ({ signal }) => getUserTerms(signal),
    staleTime: Infinity,
  });

export function useUserTerms() {
  return useQuery(userTermsQuery());
}
