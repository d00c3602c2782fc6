import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingAccountSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeBankingAccount } from './bankingAccount';

/** POST /api/banking/account/submission: the saved steps go to analysis (202, PENDING; BNK-001, BNK-003). */
export function submitBankingAccount() {
  return apiRequest('/banking/account/submission', { method: 'POST' }, bankingAccountSchema);
}

export function useSubmitBankingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['banking', 'submit'],
    mutationFn: submitBankingAccount,
    onSuccess: (account) => storeBankingAccount(queryClient, account),
    // BNK-001 (already sent): the screen reads the account again to show where it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: ['banking', 'account'] }),
  });
}
