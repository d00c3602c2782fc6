import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingAccountSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeBankingAccount } from './bankingAccount';

/** POST /api/sandbox/banking/account/analysis: the sandbox bank decides a PENDING account now. */
export function completeAnalysis() {
  return apiRequest('/sandbox/banking/account/analysis', { method: 'POST' }, bankingAccountSchema);
}

export function useCompleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['banking', 'sandboxAnalysis'],
    mutationFn: completeAnalysis,
    onSuccess: (account) => storeBankingAccount(queryClient, account),
  });
}
