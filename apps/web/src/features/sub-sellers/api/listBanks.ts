import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/banks: the Brazilian banks with a 3-digit COMPE code, by code. */
export function listBanks(signal?: AbortSignal) {
  return apiRequest('/banks', { signal }, bankListSchema);
}

/** The list only changes with a release of the server: asked once per session. */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: ({ signal }) => listBanks(signal),
    staleTime: Infinity,
    select: (list) => list.content,
  });

export function useBanks() {
  return useQuery(banksQuery());
}
