import { useMutation } from '@tanstack/react-query';
import { refundResultSchema, type RefundCreateInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/charges/{uuid}/refunds {amount, asFraud} → 201 RefundResult: the one refund call (D8),
 * amount in centavos. 409 CHG-008/CHG-009 and 502/409 CHG-010 carry errors.
 */
export function refundCharge(id: string, body: RefundCreateInput, idempotencyKey?: string) {
  return apiRequest(
    `/charges/${encodeURIComponent(id)}/refunds`,
    { method: 'POST', body, idempotencyKey },
    refundResultSchema,
  );
}

/**
 * The charge is reloaded when the result dialog closes (spec 1 §4), not here. `idempotencyKey` is
 * the confirmation's: confirming again after a lost answer is the same refund, never a second one.
 */
export function useRefundCharge(id: string) {
  return useMutation({
    mutationKey: ['charges', 'refund', id],
    mutationFn: ({ body, idempotencyKey }: { body: RefundCreateInput; idempotencyKey: string }) =>
      refundCharge(id, body, idempotencyKey),
  });
}
