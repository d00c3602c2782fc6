import { useMutation } from '@tanstack/react-query';
import { pixFavoriteSchema, type PixFavoriteInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { FAVORITES_PATH, useRefreshFavorites } from './listFavorites';
import { favoritePath } from './queryKeys';

/**
 * POST /api/payments/favorites → 201, or PUT /api/payments/favorites/{id} → 200, a
 * PixFavorite; 409 PAY-010 when the key is already a favorite, 400 with the field in `title`.
 */
export function saveFavorite({ id, body }: { id: string | null; body: PixFavoriteInput }) {
  return id === null
    ? apiRequest(FAVORITES_PATH, { method: 'POST', body }, pixFavoriteSchema)
    : apiRequest(favoritePath(id), { method: 'PUT', body }, pixFavoriteSchema);
}

export function useSaveFavorite() {
  const refresh = useRefreshFavorites();
  return useMutation({ mutationKey: ['payments', 'favorites', 'save'], mutationFn: saveFavorite, onSuccess: refresh });
}
