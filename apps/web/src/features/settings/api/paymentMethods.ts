import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerPaymentMethodsSchema, type SellerPaymentMethods } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const paymentMethodsQuery = queryOptions({
  queryKey: ['settings', 'paymentMethods'],
  queryFn: ({ signal }) => apiRequest('/sellers/payment-methods', { signal }, sellerPaymentMethodsSchema),
});

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);

/** PATCH /api/sellers/payment-methods: the new defaults; the link forms read them again. */
export function useSetPaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'paymentMethods', 'set'],
    mutationFn: (methods: SellerPaymentMethods) =>
      apiRequest('/sellers/payment-methods', { method: 'PATCH', body: methods }, sellerPaymentMethodsSchema),
    onSuccess: async (saved) => {
      queryClient.setQueryData(paymentMethodsQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['paymentLinks', 'defaults'] });
    },
  });
}
