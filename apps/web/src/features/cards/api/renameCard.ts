import { useMutation } from '@tanstack/react-query';
import { cardSchema, type CardRename } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { cardPath, useRefreshCards } from './queryKeys';

/** PATCH /api/cards/{id} {cardName} → Card (409 CRD-003 when cancelled). */
export function renameCard(id: string, body: CardRename) {
  return apiRequest(cardPath(id), { method: 'PATCH', body }, cardSchema);
}

export function useRenameCard(id: string) {
  const refresh = useRefreshCards();
  return useMutation({
    mutationKey: ['cards', 'rename', id],
    mutationFn: (body: CardRename) => renameCard(id, body),
    onSettled: refresh,
  });
}
