/**
 * Calendar dates ('yyyy-MM-dd') moved and compared as dates, never as instants: the one arithmetic
 * the server's and the web's date code both use (the time zone lives in `businessDate`, not here).
 */

const DAY_MS = 86_400_000;

function toUtcMidnight(date: string): number {
  // A malformed date gives NaN, as Date.UTC does for missing parts.
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` later ('2026-05-31' + 1 → '2026-06-01'; negative goes back). */
export function addDays(date: string, days: number): string {
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** The same day `months` later; a day the month lacks becomes its last (31/01 + 1 month = 28/02 or 29/02). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first and last day of the date's month. */
export function monthBounds(date: string): [string, string] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return [fromUtcMidnight(Date.UTC(year, month - 1, 1)), fromUtcMidnight(Date.UTC(year, month, 0))];
}
