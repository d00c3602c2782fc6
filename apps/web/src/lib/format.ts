export { documentKind, formatBRL, formatDate, formatDocument } from '@cofre/contract';
import { BUSINESS_TIME_ZONE, formatBRL, lazyFormatter } from '@cofre/contract';

/** Centavos given as a string (notification variables) → 'R$ 1.234,56'; raw text if not integer. */
export function formatCentsText(value: string): string {
  const cents = Number(value);
  return value.trim() !== '' && Number.isSafeInteger(cents) ? formatBRL(cents) : value;
}

const relative = lazyFormatter(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' }));
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Seconds ago → 'há 5 minutos', 'há 2 dias'; under a minute → 'agora mesmo'. */
export function timeAgo(secondsAgo: number): string {
  const seconds = Math.max(0, Math.floor(secondsAgo));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative().format(-Math.floor(seconds / size), unit);
  }
  return 'agora mesmo';
}

const dateTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: BUSINESS_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** An ISO instant → 'dd/MM/yyyy HH:mm' in São Paulo time. */
export function formatDateTime(value: string): string {
  return dateTime().format(new Date(value)).replace(',', '');
}

const isoDay = lazyFormatter(() => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }));

/** Today on São Paulo's calendar, 'yyyy-MM-dd' (the server's business date). */
export function businessToday(now = new Date()): string {
  return isoDay().format(now);
}

/** Calendar days from `from` to `to` ('yyyy-MM-dd' both): negative when `to` is before `from`. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const regions = lazyFormatter(() => new Intl.DisplayNames('pt-BR', { type: 'region', fallback: 'code' }));

/** An ISO 3166-1 alpha-2 code as its pt-BR name ('BR' → 'Brasil'); the text as given when it is no code. */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regions().of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
