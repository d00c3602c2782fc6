import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardListSchema, type CardLimitsUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { CARDS_KEYS } from './queryKeys';

/** PUT /api/cards/limits {limits: [{cardId, newLimit}]} → CardList: all the limits or none (409 CRD-005, 409 CRD-006). */
export function updateCardLimits(body: CardLimitsUpdate) {
  return apiRequest('/cards/limits', { method: 'PUT', body }, cardListSchema);
}

export function useUpdateCardLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cards', 'limits'],
    mutationFn: updateCardLimits,
    onSuccess: (list) => queryClient.setQueryData(CARDS_KEYS.list, list),
    // The open cards show their limit too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEYS.all }),
  });
}
