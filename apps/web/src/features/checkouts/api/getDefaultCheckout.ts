import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultCheckoutSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/checkouts/default: the seller's checkout, or null before the seller creates one. */
export function getDefaultCheckout(signal?: AbortSignal) {
  return apiRequest('/checkouts/default', { signal }, defaultCheckoutSchema);
}

export const defaultCheckoutQuery = () =>
  queryOptions({
    queryKey: ['checkouts', 'default'],
    queryFn: ({ signal }) => getDefaultCheckout(signal),
  });

export function useDefaultCheckout() {
  return useQuery(defaultCheckoutQuery());
}
