import { useMutation } from '@tanstack/react-query';
import { pixPaymentSchema, type PixPaymentCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';

/**
 * POST /api/payments/pix (Idempotency-Key: one per review) → 201 PixPayment, whose status says what
 * happened: pending_approval, scheduled, processing or completed. 400 PAY-002, 409 PAY-003/PAY-006,
 * 409 BNK-005, 422 PAY-007, 503 PAY-008.
 */
export function createPixPayment(body: PixPaymentCreate, idempotencyKey: string) {
  return apiRequest('/payments/pix', { method: 'POST', body, idempotencyKey }, pixPaymentSchema);
}

/** Its mutation key: the form's button shows the payment being sent. */
export const CREATE_PIX_PAYMENT_KEY = ['payments', 'pix', 'create'];

export function useCreatePixPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: CREATE_PIX_PAYMENT_KEY,
    mutationFn: ({ body, idempotencyKey }: { body: PixPaymentCreate; idempotencyKey: string }) =>
      createPixPayment(body, idempotencyKey),
    onSettled: refresh,
  });
}
