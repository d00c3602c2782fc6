import type { QueryClient } from '@tanstack/react-query';
import type { ChargeDetail } from '@cofre/contract';

/**
 * The react-query key of one charge's detail (GET /charges/{uuid}): shared, because the charges,
 * refunds and disputes features all change a charge.
 */
export const chargeDetailKey = (id: string) => ['charges', 'detail', id] as const;

/** What depends on a charge's status and amounts: the lists, its receivables and statement lines. */
function invalidateDependents(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['charges', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['charges', 'receivables', id] }),
    queryClient.invalidateQueries({ queryKey: ['charges', 'statement', id] }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'charges'] }),
  ]);
}

/** After a mutation that answers with the charge: show it at once, and refresh what depends on it. */
export function storeChangedCharge(queryClient: QueryClient, charge: ChargeDetail) {
  queryClient.setQueryData(chargeDetailKey(charge.uuid), charge);
  return invalidateDependents(queryClient, charge.uuid);
}

/** After a mutation that does not answer with the charge (a refund): read it again, and what depends on it. */
export function reloadCharge(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chargeDetailKey(id) }),
    invalidateDependents(queryClient, id),
  ]);
}
