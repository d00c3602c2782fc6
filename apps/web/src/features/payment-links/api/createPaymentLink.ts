import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinkSchema, type PaymentLinkCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { paymentLinkQuery } from './getPaymentLink';

/** POST /api/payment-links (201 with the link and its public address). */
export function createPaymentLink(body: PaymentLinkCreate) {
  return apiRequest('/payment-links', { method: 'POST', body }, paymentLinkSchema);
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['paymentLinks', 'create'],
    mutationFn: createPaymentLink,
    onSuccess: (link) => {
      queryClient.setQueryData(paymentLinkQuery(link.id).queryKey, link);
      return queryClient.invalidateQueries({ queryKey: ['paymentLinks', 'list'] });
    },
  });
}
