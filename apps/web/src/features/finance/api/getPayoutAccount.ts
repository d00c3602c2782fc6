import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutAccountResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/bank-account: where withdrawals go (`finance.withdraw`). */
export function getPayoutAccount(signal?: AbortSignal) {
  return apiRequest('/sellers/bank-account', { signal }, payoutAccountResponseSchema);
}

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: ['finance', 'payoutAccount'],
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });

export function usePayoutAccount(enabled: boolean) {
  return useQuery({ ...payoutAccountQuery(), enabled });
}
