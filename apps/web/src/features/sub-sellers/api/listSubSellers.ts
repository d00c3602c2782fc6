import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subSellerPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface SubSellerListParams {
  /** A name, or a CPF/CNPJ (with or without its mask): the server tells them apart (spec 3 §5). */
  filter: string;
  /** 0-based, as the API counts. */
  page: number;
  size: number;
}

/** GET /api/sellers/subseller?filter=&page=&size=: searched and paged on the server (D19). */
export function listSubSellers({ filter, page, size }: SubSellerListParams, signal?: AbortSignal) {
  return apiRequest('/sellers/subseller', { query: { filter, page, size }, signal }, subSellerPageSchema);
}

export const subSellersQuery = (params: SubSellerListParams) =>
  queryOptions({
    queryKey: ['subSellers', 'list', params],
    queryFn: ({ signal }) => listSubSellers(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads. */
export function useSubSellers(params: SubSellerListParams) {
  return useQuery({ ...subSellersQuery(params), placeholderData: keepPreviousData });
}
