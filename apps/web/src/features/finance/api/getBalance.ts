import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/redeems: the seller's balance (available, to be released, total), centavos. */
export function getBalance(signal?: AbortSignal) {
  return apiRequest('/redeems', { signal }, balanceSchema);
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: ['finance', 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
  });

/** `enabled` is `finance.view` with `view_seller_finance`: without it the endpoint is never called. */
export function useBalance(enabled: boolean) {
  return useQuery({ ...balanceQuery(), enabled });
}
