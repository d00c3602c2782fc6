import { useMutation } from '@tanstack/react-query';
import { pixFavoriteSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshFavorites } from './listFavorites';
import { favoritePath } from './queryKeys';

/** PATCH /api/payments/favorites/{id}/active {active} (spec 4 §4: the active toggle). */
export function setFavoriteActive({ id, active }: { id: string; active: boolean }) {
  return apiRequest(`${favoritePath(id)}/active`, { method: 'PATCH', body: { active } }, pixFavoriteSchema);
}

export function useSetFavoriteActive() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationKey: ['payments', 'favorites', 'active'],
    mutationFn: setFavoriteActive,
    onSettled: refresh,
  });
}
