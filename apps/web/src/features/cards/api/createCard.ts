import { useMutation } from '@tanstack/react-query';
import { cardSchema, type CardCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshCards } from './queryKeys';

/**
 * POST /api/cards (Idempotency-Key: one per opening of the modal) → 201 Card, PENDING while the
 * issuer makes it or ACTIVE when it did at once (CANCELED with `failureReason` when it refused).
 * 400 per field, 409 CRD-005, 409 CRD-009.
 */
export function createCard(body: CardCreate, idempotencyKey: string) {
  return apiRequest('/cards', { method: 'POST', body, idempotencyKey }, cardSchema);
}

export function useCreateCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationKey: ['cards', 'create'],
    mutationFn: ({ body, idempotencyKey }: { body: CardCreate; idempotencyKey: string }) =>
      createCard(body, idempotencyKey),
    onSettled: refresh,
  });
}
