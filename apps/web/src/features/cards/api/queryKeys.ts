import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The cards area's query keys, all under 'cards'; a card action refreshes the list and the card by this prefix. */
export const CARDS_KEYS = {
  all: ['cards'] as const,
  list: ['cards', 'list'] as const,
  detail: (id: string) => ['cards', 'detail', id] as const,
};

export const cardPath = (id: string) => `/cards/${encodeURIComponent(id)}`;

/** Reads the list (its summary moves with every card) and every open card again. */
export function useRefreshCards() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CARDS_KEYS.all }), [queryClient]);
}
