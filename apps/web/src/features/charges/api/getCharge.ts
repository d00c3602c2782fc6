import { queryOptions, useQuery } from '@tanstack/react-query';
import { chargeDetailSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { chargeDetailKey } from '../../../lib/chargeCache';

/** GET /api/charges/{uuid}. */
export function getCharge(id: string, signal?: AbortSignal) {
  return apiRequest(`/charges/${encodeURIComponent(id)}`, { signal }, chargeDetailSchema);
}

export const chargeQuery = (id: string) =>
  queryOptions({
    queryKey: chargeDetailKey(id),
    queryFn: ({ signal }) => getCharge(id, signal),
  });

export function useCharge(id: string | null) {
  return useQuery({ ...chargeQuery(id ?? ''), enabled: id !== null && id !== '' });
}
