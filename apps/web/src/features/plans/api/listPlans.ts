import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface PlanListParams {
  search: string;
  /** Only active (or inactive) plans; undefined for all. */
  active?: boolean;
  /** 0-based, as the API counts. */
  page: number;
  size: number;
}

/** GET /api/plans?search=&active=&page=&size=: searched and paged on the server (D19). */
export function listPlans(params: PlanListParams, signal?: AbortSignal) {
  const { search, active, page, size } = params;
  const query = { search: search || undefined, active: active === undefined ? undefined : String(active), page, size };
  return apiRequest('/plans', { query, signal }, planPageSchema);
}

export const plansQuery = (params: PlanListParams) =>
  queryOptions({
    queryKey: ['plans', 'list', params],
    queryFn: ({ signal }) => listPlans(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads (no layout shift). */
export function usePlans(params: PlanListParams, enabled = true) {
  return useQuery({ ...plansQuery(params), enabled, placeholderData: keepPreviousData });
}
