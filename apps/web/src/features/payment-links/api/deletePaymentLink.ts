import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { paymentLinkQuery } from './getPaymentLink';

/** DELETE /api/payment-links/{id}: the link stops selling; its charges stay (204). */
export function deletePaymentLink(id: string) {
  return apiRequest(`/payment-links/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['paymentLinks', 'delete'],
    mutationFn: deletePaymentLink,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: paymentLinkQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: ['paymentLinks', 'list'] });
    },
  });
}
