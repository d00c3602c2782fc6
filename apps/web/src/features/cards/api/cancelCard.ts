import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { CARDS_KEYS, cardPath } from './queryKeys';

/** DELETE /api/cards/{id} → Card, CANCELED for good (409 CRD-003; 409 CRD-005). */
export function cancelCard(id: string) {
  return apiRequest(cardPath(id), { method: 'DELETE' }, cardSchema);
}

export function useCancelCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cards', 'cancel', id],
    mutationFn: () => cancelCard(id),
    // The screen leaves the card: only the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEYS.list }),
  });
}
