import { useQuery } from '@tanstack/react-query';
import { cardListSchema, type CardList } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { CARDS_KEYS } from './queryKeys';

/** How often the list is read again while a card is being made by the issuer (PENDING). */
export const PENDING_POLL_MS = 3_000;

/** GET /api/cards: the seller's cards (cancelled last), the limit summary and whether they may be managed. */
export function listCards(signal?: AbortSignal): Promise<CardList> {
  return apiRequest('/cards', { signal }, cardListSchema);
}

export const hasPendingCard = (list: CardList | undefined) =>
  list?.content.some((card) => card.status === 'PENDING') ?? false;

/** The list and the limits page: read again every 3 s while any card is PENDING. */
export function useCards() {
  return useQuery({
    queryKey: CARDS_KEYS.list,
    queryFn: ({ signal }) => listCards(signal),
    refetchInterval: ({ state }) => (hasPendingCard(state.data) ? PENDING_POLL_MS : false),
  });
}
