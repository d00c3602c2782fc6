import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_REFRESH_MS, paymentsBalanceSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

/** GET /api/payments/balance: the available balance (centavos) and when it was read. */
export const paymentsBalanceQuery = queryOptions({
  queryKey: PAYMENTS_KEYS.balance,
  queryFn: ({ signal }) => apiRequest('/payments/balance', { signal }, paymentsBalanceSchema),
  // Spec 4 §4 'Balance refresh': on load, every 5 minutes, by hand and after every payment action.
  staleTime: 0,
  refetchInterval: BALANCE_REFRESH_MS,
});

export const usePaymentsBalance = () => useQuery(paymentsBalanceQuery);

/**
 * After any payment action: the balance and every Pix and boleto list and detail are read again, and
 * the batches (a batch's lines are paid as Pix and boleto payments of their own).
 */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.balance }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.pix }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.boleto }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.batches }),
    ]);
}
