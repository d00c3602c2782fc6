import { useMutation } from '@tanstack/react-query';
import { pixPaymentSchema, type PixPaymentRejection } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { pixPaymentPath } from './queryKeys';

/** POST /api/payments/pix/{id}/rejection {reason, notes?} → PixPayment (409 PAY-005 already decided). */
export function rejectPixPayment(id: string, body: PixPaymentRejection) {
  return apiRequest(`${pixPaymentPath(id)}/rejection`, { method: 'POST', body }, pixPaymentSchema);
}

export function useRejectPixPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', 'pix', 'reject'],
    mutationFn: ({ id, body }: { id: string; body: PixPaymentRejection }) => rejectPixPayment(id, body),
    onSettled: refresh,
  });
}
