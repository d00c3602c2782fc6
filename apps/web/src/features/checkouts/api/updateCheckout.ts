import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutSchema, type CheckoutInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { defaultCheckoutQuery } from './getDefaultCheckout';

/** PUT /api/checkouts/{id} (409 CKO-001 for a subdomain in use). */
export function updateCheckout(id: string, body: CheckoutInput) {
  return apiRequest(`/checkouts/${encodeURIComponent(id)}`, { method: 'PUT', body }, checkoutSchema);
}

export function useUpdateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkouts', 'update'],
    mutationFn: ({ id, body }: { id: string; body: CheckoutInput }) => updateCheckout(id, body),
    onSuccess: (checkout) => {
      queryClient.setQueryData(defaultCheckoutQuery().queryKey, { checkout });
      return queryClient.invalidateQueries({ queryKey: ['checkouts', 'subdomain'] });
    },
  });
}
