import { queryOptions, useQuery } from '@tanstack/react-query';
import { splitSubSellerOptionListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/payment-links/subseller: the seller's active, registered sub-sellers a link may be split with. */
export function listSplitSubSellers(signal?: AbortSignal) {
  return apiRequest('/payment-links/subseller', { signal }, splitSubSellerOptionListSchema);
}

export const splitSubSellersQuery = () =>
  queryOptions({
    queryKey: ['paymentLinks', 'splitSubSellers'],
    queryFn: ({ signal }) => listSplitSubSellers(signal),
    select: (list) => list.content,
    staleTime: 60_000,
    retry: false,
  });

/** Asked only while the split section is open (spec 2 §6: the feature and SELLER_ADMIN). */
export function useSplitSubSellers(enabled: boolean) {
  return useQuery({ ...splitSubSellersQuery(), enabled });
}
