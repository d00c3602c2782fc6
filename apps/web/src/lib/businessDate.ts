import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { addDays, BUSINESS_TIME_ZONE, lazyFormatter } from '@cofre/contract';

dayjs.extend(customParseFormat);

const dayFormat = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * The web's clock: `now()` is the one place the screens read the time, so a test can move it
 * (`clock.now = () => new Date(…)`) instead of faking timers.
 */
export const clock = { now: (): Date => new Date() };

/** Today on São Paulo's calendar ('yyyy-MM-dd'): due dates are business days there (design §2). */
export function businessToday(now: Date = clock.now()): string {
  return dayFormat().format(now);
}

export { addDays, monthBounds as monthOf } from '@cofre/contract';

/**
 * `day` itself on a weekday, else the Monday after: a boleto due on a Saturday is paid, at the
 * earliest, on the Monday anyway. Weekends only (the web knows no holiday calendar).
 */
export function firstBusinessDayFrom(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

/**
 * A day typed as dd/mm/aaaa (or its eight digits, as a phone's number pad types them) →
 * 'yyyy-MM-dd'; null for anything that is not a real day (31/02/2026).
 */
export function parseTypedDate(text: string): string | null {
  const digits = text.trim();
  const parsed = /^\d{8}$/.test(digits)
    ? dayjs(digits, 'DDMMYYYY', true)
    : dayjs(digits, ['DD/MM/YYYY', 'D/M/YYYY'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}
