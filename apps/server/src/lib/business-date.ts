import { BUSINESS_TIME_ZONE } from '@cofre/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (yyyy-MM-dd) of an instant in São Paulo, where due dates and settlements live. */
export function businessDate(instant: Date): string {
  return dayFormat.format(instant);
}

const DAY_MS = 86_400_000;

function toUtcMidnight(date: string): number {
  // A malformed date gives NaN, as Date.UTC does for missing parts.
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/**
 * Saturday and Sunday roll forward to Monday. National holidays are not modelled by the sandbox
 * (docs/decisions.md): a real acquirer publishes its own settlement calendar.
 */
export function nextWeekday(date: string): string {
  const weekday = new Date(toUtcMidnight(date)).getUTCDay();
  if (weekday === 6) return addDays(date, 2);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/** The same day `months` later; a day the month lacks becomes its last (31/01 + 1 month = 28/02 or 29/02). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
