import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { pixFavoritePageSchema, type PixFavoriteListQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

export const FAVORITES_PATH = '/payments/favorites';

/** The list's query as this screen sends it (page and size as numbers). */
export type FavoritesQuery = Omit<PixFavoriteListQuery, 'page' | 'size'> & { page?: number; size?: number };

/** GET /api/payments/favorites?search&active&keyType&sortBy&sortOrder&page&size: searched on the server (D19, D23). */
export function listFavorites(query: FavoritesQuery, signal?: AbortSignal) {
  return apiRequest(FAVORITES_PATH, { query: { ...query }, signal }, pixFavoritePageSchema);
}

export function useFavorites(query: FavoritesQuery, enabled = true) {
  return useQuery({
    queryKey: [...PAYMENTS_KEYS.favorites, query],
    queryFn: ({ signal }) => listFavorites(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After any change the lists (the key input's suggestions, the modal) are the server's again. */
export function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.favorites });
}
