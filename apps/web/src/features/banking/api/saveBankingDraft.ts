import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingAccountSchema, type BankingDraftStep } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeBankingAccount } from './bankingAccount';

/** PUT /api/banking/account/draft: keeps one step (400 with field errors, 409 BNK-002 when locked). */
export function saveBankingDraft(step: BankingDraftStep) {
  return apiRequest('/banking/account/draft', { method: 'PUT', body: step }, bankingAccountSchema);
}

export function useSaveBankingDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['banking', 'saveDraft'],
    mutationFn: saveBankingDraft,
    onSuccess: (account) => storeBankingAccount(queryClient, account),
  });
}
