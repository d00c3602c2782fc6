import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { PAYMENT_SCHEMAS, paymentPath, type PaymentKind } from './paymentKind';

/** POST /api/payments/{pix|boleto}/{id}/cancellation: withdraws a pending or scheduled payment (409 PAY-012 when too late). */
export function cancelPayment<K extends PaymentKind>(kind: K, id: string) {
  return apiRequest(`${paymentPath(kind, id)}/cancellation`, { method: 'POST' }, PAYMENT_SCHEMAS[kind]);
}

export function useCancelPayment(kind: PaymentKind) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', kind, 'cancel'],
    mutationFn: (id: string) => cancelPayment(kind, id),
    onSettled: refresh,
  });
}
