import { useMutation } from '@tanstack/react-query';
import { cardTransactionSchema, type CardPurchaseSimulation } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshCards } from './queryKeys';

/** POST /api/sandbox/cards/{id}/authorizations: the sandbox issuer authorises a purchase → CardTransaction (approved or not). */
export function simulatePurchase(id: string, body: CardPurchaseSimulation) {
  return apiRequest(
    `/sandbox/cards/${encodeURIComponent(id)}/authorizations`,
    { method: 'POST', body },
    cardTransactionSchema,
  );
}

export function useSimulatePurchase(id: string) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationKey: ['cards', 'simulate', id],
    mutationFn: (body: CardPurchaseSimulation) => simulatePurchase(id, body),
    onSettled: refresh,
  });
}
