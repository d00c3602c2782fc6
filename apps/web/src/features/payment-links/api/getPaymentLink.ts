import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentLinkSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/payment-links/{id}. */
export function getPaymentLink(id: string, signal?: AbortSignal) {
  return apiRequest(`/payment-links/${encodeURIComponent(id)}`, { signal }, paymentLinkSchema);
}

export const paymentLinkQuery = (id: string) =>
  queryOptions({
    queryKey: ['paymentLinks', 'detail', id],
    queryFn: ({ signal }) => getPaymentLink(id, signal),
  });

export function usePaymentLink(id: string) {
  return useQuery(paymentLinkQuery(id));
}
