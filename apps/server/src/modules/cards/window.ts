import { addMonths, monthBounds } from '@cofre/contract';
import { businessDate } from '../../lib/business-date.js';

/**
 * A card's month in São Paulo (docs/cards.md, "Spending controls"): what a LIMIT_BALANCE card may
 * spend is counted from the first day of the month, and starts again on the first of the next, as
 * Stripe Issuing's `monthly` interval and Lithic's monthly spend limit do.
 */
export function cardWindow(now: Date): { start: string; renewsOn: string } {
  const [start] = monthBounds(businessDate(now));
  return { start, renewsOn: addMonths(start, 1) };
}
