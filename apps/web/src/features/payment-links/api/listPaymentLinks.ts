import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LINK_LIMITS, paymentLinkPageSchema, type PaymentLinkType } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface PaymentLinkListParams {
  type: PaymentLinkType;
  search: string;
  /** Only links dedicated to a client. */
  dedicated: boolean;
  /** 0-based, as the API counts. */
  page: number;
}

/** GET /api/payment-links?type=&search=&dedicated=&page=&size=20: newest first, on the server (D19). */
export function listPaymentLinks({ type, search, dedicated, page }: PaymentLinkListParams, signal?: AbortSignal) {
  return apiRequest(
    '/payment-links',
    { query: { type, search, dedicated: dedicated ? 'true' : undefined, page, size: LINK_LIMITS.pageSize }, signal },
    paymentLinkPageSchema,
  );
}

export const paymentLinksQuery = (params: PaymentLinkListParams) =>
  queryOptions({
    queryKey: ['paymentLinks', 'list', params],
    queryFn: ({ signal }) => listPaymentLinks(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads. */
export function usePaymentLinks(params: PaymentLinkListParams) {
  return useQuery({ ...paymentLinksQuery(params), placeholderData: keepPreviousData });
}
