import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TAB_PAGE_SIZE, clientChargePageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface ClientChargesParams {
  clientId: string;
  scheduled: boolean;
  /** 0-based. */
  page: number;
}

/** GET /api/seller-clients/{id}/charges?scheduled=&page=&size=10 (Recebíveis tab). */
export function getClientCharges({ clientId, scheduled, page }: ClientChargesParams, signal?: AbortSignal) {
  return apiRequest(
    `/seller-clients/${encodeURIComponent(clientId)}/charges`,
    { query: { scheduled, page, size: CLIENT_TAB_PAGE_SIZE }, signal },
    clientChargePageSchema,
  );
}

export const clientChargesQuery = (params: ClientChargesParams) =>
  queryOptions({
    queryKey: ['clients', 'charges', params],
    queryFn: ({ signal }) => getClientCharges(params, signal),
  });

export function useClientCharges(params: ClientChargesParams, enabled = true) {
  return useQuery({ ...clientChargesQuery(params), placeholderData: keepPreviousData, enabled });
}
