import { queryOptions, useQuery } from '@tanstack/react-query';
import { blockCheckResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/block-check: a blockReason when transfers of the seller are blocked. */
export function getBlockCheck(signal?: AbortSignal) {
  return apiRequest('/sellers/block-check', { signal }, blockCheckResponseSchema);
}

export const blockCheckQuery = () =>
  queryOptions({
    queryKey: ['sellers', 'blockCheck'],
    queryFn: ({ signal }) => getBlockCheck(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useBlockCheck() {
  return useQuery(blockCheckQuery());
}
