import { queryOptions, useQuery } from '@tanstack/react-query';
import { receivableListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/charges/{uuid}/receivables: one line per instalment (Recebíveis block). */
export function getChargeReceivables(id: string, signal?: AbortSignal) {
  return apiRequest(`/charges/${encodeURIComponent(id)}/receivables`, { signal }, receivableListSchema);
}

export const chargeReceivablesQuery = (id: string) =>
  queryOptions({
    queryKey: ['charges', 'receivables', id],
    queryFn: ({ signal }) => getChargeReceivables(id, signal),
  });

export function useChargeReceivables(id: string) {
  return useQuery(chargeReceivablesQuery(id));
}
