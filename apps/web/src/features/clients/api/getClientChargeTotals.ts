import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientChargeTotalsSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/seller-clients/{id}/charge-totals: what the client paid, owes and owes late (count and centavos). */
export function getClientChargeTotals(clientId: string, signal?: AbortSignal) {
  return apiRequest(
    `/seller-clients/${encodeURIComponent(clientId)}/charge-totals`,
    { signal },
    clientChargeTotalsSchema,
  );
}

/** Under ['clients', 'charges'], so whatever refreshes a client's charge tabs (lib/chargeCache.ts) refreshes it too. */
export const clientChargeTotalsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', 'charges', 'totals', clientId],
    queryFn: ({ signal }) => getClientChargeTotals(clientId, signal),
  });

/** `enabled`: only for whoever may see the client's charges (a refused call would end the session). */
export function useClientChargeTotals(clientId: string, enabled: boolean) {
  return useQuery({ ...clientChargeTotalsQuery(clientId), enabled });
}
