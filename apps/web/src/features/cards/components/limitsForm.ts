import { z } from 'zod';
import { cardLimitsUpdateSchema, type Card, type CardLimitsUpdate } from '@cofre/contract';

/**
 * The limits page's form: one row per Limite Fixo card, each checked by the contract's own rule for
 * a limit (`cardLimitsUpdateSchema`'s item). Which rows go to the server is decided on save: only
 * the ones that changed (spec 4 §4).
 */
export const limitsFormSchema = z.object({ limits: z.array(cardLimitsUpdateSchema.shape.limits.element) });
export type LimitsForm = z.input<typeof limitsFormSchema>;
export type LimitRow = LimitsForm['limits'][number];

/** Cards whose limit the page shows: every one not cancelled (spec 4 §2 'per card'). */
export const listedCards = (cards: readonly Card[]) => cards.filter((card) => card.status !== 'CANCELED');

/** Only Limite Fixo cards have a limit of their own to edit. */
export const isEditable = (card: Card) => card.type === 'LIMIT_BALANCE';

export function limitsFormValues(cards: readonly Card[]): LimitsForm {
  return {
    limits: listedCards(cards)
      .filter(isEditable)
      .map((card) => ({ cardId: card.id, newLimit: card.limitValue ?? 0 })),
  };
}

/** The rows whose limit differs from what the page started from: nothing changed, nothing to send. */
export function changedLimits(values: LimitsForm, original: LimitsForm): CardLimitsUpdate['limits'] {
  const before = new Map(original.limits.map((row) => [row.cardId, row.newLimit]));
  return values.limits.filter((row) => before.get(row.cardId) !== row.newLimit);
}
