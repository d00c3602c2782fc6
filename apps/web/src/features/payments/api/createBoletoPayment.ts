import { useMutation } from '@tanstack/react-query';
import { boletoPaymentSchema, type BoletoPaymentCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPayments } from './getBalance';

/**
 * POST /api/payments/boleto (Idempotency-Key: one per review) → 201 BoletoPayment, whose status says
 * what happened: pending_approval, scheduled, processing or completed (D5: paying debits the balance).
 * 400 PAY-002, 409 PAY-003 (names the balance), 422/409 PAY-020..PAY-027, 409 BNK-005.
 */
export function createBoletoPayment(body: BoletoPaymentCreate, idempotencyKey: string) {
  return apiRequest('/payments/boleto', { method: 'POST', body, idempotencyKey }, boletoPaymentSchema);
}

/** Its mutation key: the form's button shows the payment being sent. */
export const CREATE_BOLETO_PAYMENT_KEY = ['payments', 'boleto', 'create'];

export function useCreateBoletoPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationKey: CREATE_BOLETO_PAYMENT_KEY,
    mutationFn: ({ body, idempotencyKey }: { body: BoletoPaymentCreate; idempotencyKey: string }) =>
      createBoletoPayment(body, idempotencyKey),
    onSettled: refresh,
  });
}
