import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chargeSummarySchema, type ChargeSummaryQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** The list's filters without tab, page, size or sort (chargeSummaryQuerySchema). */
export type ChargeSummaryParams = ChargeSummaryQuery;

/** GET /api/charges/summary?<filters>: count and sum of every tab for the list's filters. */
export function getChargeSummary(params: ChargeSummaryParams, signal?: AbortSignal) {
  return apiRequest('/charges/summary', { query: { ...params }, signal }, chargeSummarySchema);
}

/**
 * Keyed on the filters only, so paging and switching tabs never ask again; under ['charges', 'list']
 * so whatever refreshes the lists after a charge changes (lib/chargeCache.ts) refreshes it too.
 */
export const chargeSummaryQuery = (params: ChargeSummaryParams) =>
  queryOptions({
    queryKey: ['charges', 'list', 'summary', params],
    queryFn: ({ signal }) => getChargeSummary(params, signal),
  });

/** The previous filters' figures stay while new ones load: the tab labels do not flicker. */
export function useChargeSummary(params: ChargeSummaryParams) {
  return useQuery({ ...chargeSummaryQuery(params), placeholderData: keepPreviousData });
}
