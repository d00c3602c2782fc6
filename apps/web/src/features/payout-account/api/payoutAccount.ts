import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutAccountViewSchema, type PayoutAccountUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/finance/payout-account: where withdrawals go, the 24 h hold after a change, and the step-up. */
export const payoutAccountQuery = queryOptions({
  // Not the finance screen's ['finance', 'payoutAccount'] (GET /sellers/bank-account, another shape).
  queryKey: ['finance', 'payoutAccountSettings'],
  queryFn: ({ signal }) => apiRequest('/finance/payout-account', { signal }, payoutAccountViewSchema),
});

export const usePayoutAccount = () => useQuery(payoutAccountQuery);

/** PUT /api/finance/payout-account (with the authenticator code when two-factor is on). */
export function useUpdatePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'payoutAccount', 'update'],
    mutationFn: (body: PayoutAccountUpdate) =>
      apiRequest('/finance/payout-account', { method: 'PUT', body }, payoutAccountViewSchema),
    onSuccess: (view) => {
      queryClient.setQueryData(payoutAccountQuery.queryKey, view);
      // The finance screen's copy of the account (GET /sellers/bank-account) is stale now.
      void queryClient.invalidateQueries({ queryKey: ['finance', 'payoutAccount'], exact: true });
    },
  });
}
