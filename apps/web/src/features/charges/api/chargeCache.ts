import type { QueryClient } from '@tanstack/react-query';
import type { ChargeDetail } from '@cofre/contract';
import { chargeQuery } from './getCharge';

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
  queryClient.setQueryData(chargeQuery(charge.uuid).queryKey, charge);
  return invalidateDependents(queryClient, charge.uuid);
}

/** After a mutation that does not answer with the charge (a refund): read it again, and what depends on it. */
export function reloadCharge(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chargeQuery(id).queryKey }),
    invalidateDependents(queryClient, id),
  ]);
}
