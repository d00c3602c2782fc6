import { queryOptions, useQuery } from '@tanstack/react-query';
import { subSellerSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/subseller/{id} (another seller's id answers 404). */
export function getSubSeller(id: string, signal?: AbortSignal) {
  return apiRequest(`/sellers/subseller/${encodeURIComponent(id)}`, { signal }, subSellerSchema);
}

export const subSellerQuery = (id: string) =>
  queryOptions({
    queryKey: ['subSellers', 'detail', id],
    queryFn: ({ signal }) => getSubSeller(id, signal),
  });

export function useSubSeller(id: string | null) {
  return useQuery({ ...subSellerQuery(id ?? ''), enabled: id !== null && id !== '' });
}
