import { useMutation } from '@tanstack/react-query';
import { cardTransactionSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshCards } from './queryKeys';

/** POST /api/sandbox/cards/{id}/transactions/{transactionId}/reversal: the sandbox issuer reverses a purchase → CardTransaction. */
export function reverseTransaction(cardId: string, transactionId: string) {
  return apiRequest(
    `/sandbox/cards/${encodeURIComponent(cardId)}/transactions/${encodeURIComponent(transactionId)}/reversal`,
    { method: 'POST' },
    cardTransactionSchema,
  );
}

export function useReverseTransaction(cardId: string) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationKey: ['cards', 'reverse', cardId],
    mutationFn: (transactionId: string) => reverseTransaction(cardId, transactionId),
    onSettled: refresh,
  });
}
