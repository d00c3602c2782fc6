import { queryOptions, useQuery } from '@tanstack/react-query';
import { planSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/plans/{id} (plans.read, which subscriptions.manage's roles have): the subscription's plan,
 * for its price per month of each cycle when the seller changes the cycle without picking another
 * plan (spec 2 §5). The plans feature exports no reader, so this is the subscriptions' own; its key
 * is the plans' detail key, so the PlanPicker's lookup of the same plan is the same request.
 */
export function getPlanPrices(id: string, signal?: AbortSignal) {
  return apiRequest(`/plans/${encodeURIComponent(id)}`, { signal }, planSchema);
}

export const planPricesQuery = (id: string) =>
  queryOptions({
    queryKey: ['plans', 'detail', id],
    queryFn: ({ signal }) => getPlanPrices(id, signal),
  });

export function usePlanPrices(id: string | null, enabled = true) {
  return useQuery({ ...planPricesQuery(id ?? ''), enabled: enabled && id !== null && id !== '' });
}
