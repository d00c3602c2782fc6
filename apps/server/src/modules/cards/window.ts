import { businessDate } from '../../lib/business-date.js';

/**
 * A card's month in São Paulo (docs/cards.md, "Spending controls"): what a LIMIT_BALANCE card may
 * spend is counted from the first day of the month, and starts again on the first of the next, as
 * Stripe Issuing's `monthly` interval and Lithic's monthly spend limit do.
 */
export function cardWindow(now: Date): { start: string; renewsOn: string } {
  const today = businessDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: `${today.slice(0, 7)}-01`, renewsOn: next };
}
