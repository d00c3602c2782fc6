import type { QueryClient } from '@tanstack/react-query';
import type { ChargeDetail } from '@cofre/contract';
import { chargeQuery } from './getCharge';

/**
 * After a mutation that answers with the charge: show it at once, and refresh what depends on
 * its status (the lists, its receivables and statement lines).
 */
export function storeChangedCharge(queryClient: QueryClient, charge: ChargeDetail) {
  queryClient.setQueryData(chargeQuery(charge.uuid).queryKey, charge);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['charges', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['charges', 'receivables', charge.uuid] }),
    queryClient.invalidateQueries({ queryKey: ['charges', 'statement', charge.uuid] }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'charges'] }),
  ]);
}
