import type { Feature } from '@cofre/contract';
import { AppError } from '../../lib/app-error.js';

/** Who acts on cards: the session's user and seller, and the seller's toggles. */
export interface CardActor {
  userId: string;
  sellerId: string;
  features: readonly Feature[];
}

/** Spec 4 §6 (D18): under block_items_credit_card nothing is created, blocked, cancelled or re-limited. */
export const manageable = (actor: Pick<CardActor, 'features'>) => !actor.features.includes('block_items_credit_card');

export function assertManageable(actor: Pick<CardActor, 'features'>): void {
  if (!manageable(actor)) throw new AppError('CRD-005');
}
