import { useMutation } from '@tanstack/react-query';
import { pixPaymentSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { pixPaymentPath } from './queryKeys';

/** POST /api/payments/pix/{id}/cancellation: withdraws a pending or scheduled payment (409 PAY-012 when too late). */
export function cancelPixPayment(id: string) {
  return apiRequest(`${pixPaymentPath(id)}/cancellation`, { method: 'POST' }, pixPaymentSchema);
}

export function useCancelPixPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', 'pix', 'cancel'],
    mutationFn: cancelPixPayment,
    onSettled: refresh,
  });
}
