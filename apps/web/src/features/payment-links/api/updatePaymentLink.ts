import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinkSchema, type PaymentLinkCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { paymentLinkQuery } from './getPaymentLink';

/** PUT /api/payment-links/{id} (the type cannot change; 410 LNK-001 for a deleted link). */
export function updatePaymentLink(id: string, body: PaymentLinkCreate) {
  return apiRequest(`/payment-links/${encodeURIComponent(id)}`, { method: 'PUT', body }, paymentLinkSchema);
}

export function useUpdatePaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['paymentLinks', 'update', id],
    mutationFn: (body: PaymentLinkCreate) => updatePaymentLink(id, body),
    onSuccess: (link) => {
      queryClient.setQueryData(paymentLinkQuery(id).queryKey, link);
      return queryClient.invalidateQueries({ queryKey: ['paymentLinks', 'list'] });
    },
  });
}
