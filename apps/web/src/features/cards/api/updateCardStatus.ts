import { useMutation } from '@tanstack/react-query';
import { cardSchema, type CardStatusUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { cardPath, useRefreshCards } from './queryKeys';

/** PUT /api/cards/{id}/status {status: ACTIVE | BLOCKED} → Card (409 CRD-003, CRD-004; 409 CRD-005). */
export function updateCardStatus(id: string, body: CardStatusUpdate) {
  return apiRequest(`${cardPath(id)}/status`, { method: 'PUT', body }, cardSchema);
}

export function useUpdateCardStatus(id: string) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationKey: ['cards', 'status', id],
    mutationFn: (status: CardStatusUpdate['status']) => updateCardStatus(id, { status }),
    onSettled: refresh,
  });
}
