import { useMutation } from '@tanstack/react-query';
import type { PixPaymentApproval } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';
import { PAYMENT_SCHEMAS, paymentPath, type PaymentKind } from './paymentKind';

/**
 * POST /api/payments/{pix|boleto}/{id}/approval {notes?} (Idempotency-Key: one per opening of the
 * decision, since approving today's payment pays it) → the payment. The approver is the signed-in
 * user (D3): 409 PAY-004 their own payment, PAY-005 already decided, PAY-003/PAY-006 when approving pays.
 */
export function approvePayment<K extends PaymentKind>(
  kind: K,
  id: string,
  body: PixPaymentApproval,
  idempotencyKey: string,
) {
  return apiRequest(
    `${paymentPath(kind, id)}/approval`,
    { method: 'POST', body, idempotencyKey },
    PAYMENT_SCHEMAS[kind],
  );
}

/** Approved or refused, the lists, the detail and the balance are read again (a refusal may mean it changed). */
export function useApprovePayment(kind: PaymentKind) {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: ['payments', kind, 'approve'],
    mutationFn: ({ id, body, idempotencyKey }: { id: string; body: PixPaymentApproval; idempotencyKey: string }) =>
      approvePayment(kind, id, body, idempotencyKey),
    onSettled: refresh,
  });
}
