import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chargePageSchema, type ChargeListQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** The contract's query as the web sends it: page and size are numbers (0-based page). */
export type ChargeListParams = Omit<ChargeListQuery, 'page' | 'size'> & { page: number; size: number };

/**
 * GET /api/charges?status=&customerName=…&page=&size=&sort=: filtered, sorted and paged on the
 * server (D19). Amounts go as the seller typed them ('1.234,56'); dates as yyyy-MM-dd.
 */
export function listCharges(params: ChargeListParams, signal?: AbortSignal) {
  return apiRequest('/charges', { query: { ...params }, signal }, chargePageSchema);
}

export const chargesQuery = (params: ChargeListParams) =>
  queryOptions({
    queryKey: ['charges', 'list', params],
    queryFn: ({ signal }) => listCharges(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads (no layout shift). */
export function useCharges(params: ChargeListParams) {
  return useQuery({ ...chargesQuery(params), placeholderData: keepPreviousData });
}
