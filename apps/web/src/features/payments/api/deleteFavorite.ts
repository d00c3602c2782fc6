import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshFavorites } from './listFavorites';
import { favoritePath } from './queryKeys';

/** DELETE /api/payments/favorites/{id} → 204 (404 PAY-011 when it is gone already). */
export function deleteFavorite(id: string) {
  return apiRequest(favoritePath(id), { method: 'DELETE' });
}

export function useDeleteFavorite() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationKey: ['payments', 'favorites', 'delete'],
    mutationFn: deleteFavorite,
    onSettled: refresh,
  });
}
