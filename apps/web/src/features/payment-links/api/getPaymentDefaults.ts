import { queryOptions, useQuery } from '@tanstack/react-query';
import { sellerPaymentDefaultsSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/default-payments-method: the methods and instalments a new link starts with (D9). */
export function getPaymentDefaults(signal?: AbortSignal) {
  return apiRequest('/sellers/default-payments-method', { signal }, sellerPaymentDefaultsSchema);
}

export const paymentDefaultsQuery = () =>
  queryOptions({
    queryKey: ['paymentLinks', 'defaults'],
    queryFn: ({ signal }) => getPaymentDefaults(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePaymentDefaults() {
  return useQuery(paymentDefaultsQuery());
}
