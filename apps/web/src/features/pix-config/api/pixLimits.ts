import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { pixLimitsViewSchema, type PixLimitsView } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/banking/pix-limits: the day and night limits of an ACTIVE account, or `configured: false`. */
export const pixLimitsQuery = queryOptions({
  queryKey: ['banking', 'pixLimits'],
  queryFn: ({ signal }) => apiRequest('/banking/pix-limits', { signal }, pixLimitsViewSchema),
});

export const usePixLimits = () => useQuery(pixLimitsQuery);

/** Keeps the view a change answered with, so the screen shows it without asking again. */
export function useStorePixLimits() {
  const queryClient = useQueryClient();
  return {
    store: (view: PixLimitsView) => queryClient.setQueryData(pixLimitsQuery.queryKey, view),
    /** After a refusal: the server knows better (a change made elsewhere, the account's state). */
    refresh: () => queryClient.invalidateQueries({ queryKey: pixLimitsQuery.queryKey }),
  };
}
