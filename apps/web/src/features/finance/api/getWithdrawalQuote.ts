import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { anticipationQuoteSchema, antiFraudSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/redeems/anticipation/amount?requestedAmount&useAnticipationAmount=true: what a withdrawal
 * that includes the balance to be released takes, costs and pays (spec 3 §7). Only asked while the
 * option is ticked and an amount is typed.
 */
export function useWithdrawalQuote(requestedAmount: number, enabled: boolean) {
  return useQuery({
    queryKey: ['finance', 'withdrawal-quote', requestedAmount],
    queryFn: ({ signal }) =>
      apiRequest(
        '/redeems/anticipation/amount',
        { query: { requestedAmount, useAnticipationAmount: 'true' }, signal },
        anticipationQuoteSchema,
      ),
    enabled: enabled && requestedAmount > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/sellers/anti-fraud: fetched only for SELLER_ADMIN (spec 3 §6), and only when it matters. */
export function useFraudFlag(enabled: boolean) {
  return useQuery({
    queryKey: ['finance', 'anti-fraud'],
    queryFn: ({ signal }) => apiRequest('/sellers/anti-fraud', { signal }, antiFraudSchema),
    enabled,
  });
}
