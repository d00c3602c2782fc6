import { useMutation } from '@tanstack/react-query';
import type { PixPaymentRejection } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { PAYMENT_SCHEMAS, paymentPath, type PaymentKind } from './paymentKind';

/** POST /api/payments/{pix|boleto}/{id}/rejection {reason, notes?} → the payment (409 PAY-005 already decided). */
export function rejectPayment<K extends PaymentKind>(kind: K, id: string, body: PixPaymentRejection) {
  return apiRequest(`${paymentPath(kind, id)}/rejection`, { method: 'POST', body }, PAYMENT_SCHEMAS[kind]);
}

export function useRejectPayment(kind: PaymentKind) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', kind, 'reject'],
    mutationFn: ({ id, body }: { id: string; body: PixPaymentRejection }) => rejectPayment(kind, id, body),
    onSettled: refresh,
  });
}
