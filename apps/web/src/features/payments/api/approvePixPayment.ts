import { useMutation } from '@tanstack/react-query';
import { pixPaymentSchema, type PixPaymentApproval } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { pixPaymentPath } from './queryKeys';

/**
 * POST /api/payments/pix/{id}/approval {notes?} → PixPayment. The approver is the signed-in user (D3):
 * 403 PAY-004 their own payment, 409 PAY-005 already decided, 409 PAY-003/PAY-006 when approving pays.
 */
export function approvePixPayment(id: string, body: PixPaymentApproval) {
  return apiRequest(`${pixPaymentPath(id)}/approval`, { method: 'POST', body }, pixPaymentSchema);
}

/** Approved or refused, the list, the detail and the balance are read again (a refusal may mean it changed). */
export function useApprovePixPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', 'pix', 'approve'],
    mutationFn: ({ id, body }: { id: string; body: PixPaymentApproval }) => approvePixPayment(id, body),
    onSettled: refresh,
  });
}
