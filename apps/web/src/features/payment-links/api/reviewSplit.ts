import { queryOptions, useQuery } from '@tanstack/react-query';
import { splitReviewSchema, type SplitReviewRequest } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/payment-links/split-review: 'Revise os valores do split' for the value and shares of a
 * link not yet saved (each sub-seller's amount, the fee and the seller's remainder). It changes
 * nothing, so it is read as a query, keyed by what it reviews.
 */
export function reviewSplit(body: SplitReviewRequest, signal?: AbortSignal) {
  return apiRequest('/payment-links/split-review', { method: 'POST', body, signal }, splitReviewSchema);
}

export const splitReviewQuery = (body: SplitReviewRequest) =>
  queryOptions({
    queryKey: ['paymentLinks', 'splitReview', body],
    queryFn: ({ signal }) => reviewSplit(body, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** `body` null: no review asked. */
export function useSplitReview(body: SplitReviewRequest | null) {
  return useQuery({
    ...splitReviewQuery(body ?? { value: 0, split: [] }),
    enabled: body !== null,
  });
}
