import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutSchema, type CheckoutInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { defaultCheckoutQuery } from './getDefaultCheckout';

/** POST /api/checkouts (201; 409 CKO-001 for a subdomain in use, CKO-002 when the seller has one). */
export function createCheckout(body: CheckoutInput) {
  return apiRequest('/checkouts', { method: 'POST', body }, checkoutSchema);
}

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkouts', 'create'],
    mutationFn: createCheckout,
    onSuccess: (checkout) => {
      queryClient.setQueryData(defaultCheckoutQuery().queryKey, { checkout });
      return queryClient.invalidateQueries({ queryKey: ['checkouts', 'subdomain'] });
    },
  });
}
