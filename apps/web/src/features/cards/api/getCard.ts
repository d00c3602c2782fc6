import { useQuery } from '@tanstack/react-query';
import { cardDetailSchema, type CardDetail } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { CARDS_KEYS, cardPath } from './queryKeys';

/** GET /api/cards/{id}: the card, its month's statement and the step-up 'Ver dados' asks (409 CRD-002 while PENDING, 404 CRD-001). */
export function getCard(id: string, signal?: AbortSignal): Promise<CardDetail> {
  return apiRequest(cardPath(id), { signal }, cardDetailSchema);
}

/** One card; `null` asks nothing (an id that cannot exist). */
export function useCard(id: string | null) {
  return useQuery({
    queryKey: CARDS_KEYS.detail(id ?? ''),
    queryFn: ({ signal }) => getCard(id ?? '', signal),
    enabled: id !== null,
    // The actions follow the card's state now: never yesterday's buttons while the fresh answer comes.
    staleTime: 0,
  });
}
