import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/seller-clients/{id}. */
export function getClient(id: string, signal?: AbortSignal) {
  return apiRequest(`/seller-clients/${encodeURIComponent(id)}`, { signal }, clientSchema);
}

export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: ['clients', 'detail', id],
    queryFn: ({ signal }) => getClient(id, signal),
  });

export function useClient(id: string | null) {
  return useQuery({ ...clientQuery(id ?? ''), enabled: id !== null && id !== '' });
}
