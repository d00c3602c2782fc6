import { queryOptions, useQuery } from '@tanstack/react-query';
import { planSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/plans/{id}. */
export function getPlan(id: string, signal?: AbortSignal) {
  return apiRequest(`/plans/${encodeURIComponent(id)}`, { signal }, planSchema);
}

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: ['plans', 'detail', id],
    queryFn: ({ signal }) => getPlan(id, signal),
  });

export function usePlan(id: string | null) {
  return useQuery({ ...planQuery(id ?? ''), enabled: id !== null && id !== '' });
}
