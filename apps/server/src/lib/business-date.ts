import { addDays, BUSINESS_TIME_ZONE } from '@cofre/contract';

export { addDays, addMonths, daysBetween } from '@cofre/contract';

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

/**
 * Saturday and Sunday roll forward to Monday. National holidays are not modelled by the sandbox
 * (docs/decisions.md): a real acquirer publishes its own settlement calendar.
 */
export function nextWeekday(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(date, 2);
  if (weekday === 0) return addDays(date, 1);
  return date;
}
