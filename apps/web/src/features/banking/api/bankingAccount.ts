import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { bankingAccountSchema, type BankingAccountView } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/banking/account: the status, the analysis result, the saved steps and the locks. */
export function getBankingAccount(signal?: AbortSignal) {
  return apiRequest('/banking/account', { signal }, bankingAccountSchema);
}

export const bankingAccountQuery = () =>
  queryOptions({
    queryKey: ['banking', 'account'],
    queryFn: ({ signal }) => getBankingAccount(signal),
  });

export function useBankingAccount() {
  return useQuery(bankingAccountQuery());
}

/** Every banking call answers with the whole account: the screen shows that answer at once. */
export function storeBankingAccount(queryClient: QueryClient, account: BankingAccountView) {
  queryClient.setQueryData(bankingAccountQuery().queryKey, account);
}
