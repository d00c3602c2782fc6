import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface DashboardRange {
  startDate: string;
  endDate: string;
}

/** GET /api/seller/dashboard: the figures of a period, from the server's daily rollups. */
export function getDashboard(range: DashboardRange, signal?: AbortSignal) {
  return apiRequest('/seller/dashboard', { query: { ...range }, signal }, dashboardSchema);
}

export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['dashboard', range.startDate, range.endDate],
    queryFn: ({ signal }) => getDashboard(range, signal),
  });

/** The chart keeps the previous period on screen while the next one loads. */
export function useDashboard(range: DashboardRange) {
  return useQuery({ ...dashboardQuery(range), placeholderData: keepPreviousData });
}
