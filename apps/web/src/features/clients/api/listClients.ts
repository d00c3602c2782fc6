import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface ClientListParams {
  search: string;
  /** 0-based, as the API counts. */
  page: number;
  size: number;
}

/** GET /api/seller-clients?search=&page=&size=: searched, sorted and paged on the server (D19). */
export function listClients(params: ClientListParams, signal?: AbortSignal) {
  const { search, page, size } = params;
  return apiRequest('/seller-clients', { query: { search, page, size }, signal }, clientPageSchema);
}

export const clientsQuery = (params: ClientListParams) =>
  queryOptions({
    queryKey: ['clients', 'list', params],
    queryFn: ({ signal }) => listClients(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads (no layout shift). */
export function useClients(params: ClientListParams, enabled = true) {
  return useQuery({ ...clientsQuery(params), enabled, placeholderData: keepPreviousData });
}
