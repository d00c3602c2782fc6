import { queryOptions, useQuery } from '@tanstack/react-query';
import { splitListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/charges/{uuid}/split: the split lines (needs `charges.split`; a 403 would end the session). */
export function getChargeSplit(id: string, signal?: AbortSignal) {
  return apiRequest(`/charges/${encodeURIComponent(id)}/split`, { signal }, splitListSchema);
}

export const chargeSplitQuery = (id: string) =>
  queryOptions({
    queryKey: ['charges', 'split', id],
    queryFn: ({ signal }) => getChargeSplit(id, signal),
  });

/** `enabled` is the user's `charges.split` capability: without it the endpoint is never called. */
export function useChargeSplit(id: string, enabled: boolean) {
  return useQuery({ ...chargeSplitQuery(id), enabled });
}
