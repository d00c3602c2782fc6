import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentLinkSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** POST /api/payment-links/{id}/duplicate: a copy of everything but the client (201). */
export function duplicatePaymentLink(id: string) {
  return apiRequest(`/payment-links/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }, paymentLinkSchema);
}

export function useDuplicatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['paymentLinks', 'duplicate'],
    mutationFn: duplicatePaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['paymentLinks', 'list'] }),
  });
}
