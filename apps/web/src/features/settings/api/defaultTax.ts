import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerDefaultTaxSchema, type SellerDefaultTax } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const defaultTaxQuery = queryOptions({
  queryKey: ['settings', 'defaultTax'],
  queryFn: ({ signal }) => apiRequest('/sellers/default-tax', { signal }, sellerDefaultTaxSchema),
});

export const useDefaultTax = () => useQuery(defaultTaxQuery);

/** PATCH /api/sellers/default-tax: the fine and interest of the boletos issued from now on. */
export function useSetDefaultTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'defaultTax', 'set'],
    mutationFn: (tax: SellerDefaultTax) =>
      apiRequest('/sellers/default-tax', { method: 'PATCH', body: tax }, sellerDefaultTaxSchema),
    onSuccess: (saved) => queryClient.setQueryData(defaultTaxQuery.queryKey, saved),
  });
}
