import { useMutation } from '@tanstack/react-query';
import { cardSecretsSchema, type CardReveal } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { cardPath } from './queryKeys';

/**
 * POST /api/cards/{id}/reveal {code} or {password} → {pan, cvv, expiry} (D24; 400 CRD-007 when the
 * step-up is missing, CRD-008 when it is wrong). Never cached: the caller keeps the answer in its
 * own state and drops it when the modal closes.
 */
export function revealCard(id: string, body: CardReveal) {
  return apiRequest(`${cardPath(id)}/reveal`, { method: 'POST', body }, cardSecretsSchema);
}

export function useRevealCard(id: string) {
  return useMutation({
    mutationKey: ['cards', 'reveal', id],
    mutationFn: (body: CardReveal) => revealCard(id, body),
    // The mutation cache would keep the answer (and the code) for minutes: forgotten at once.
    gcTime: 0,
  });
}
