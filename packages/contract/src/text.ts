import { z } from 'zod';
// Every request schema is built on text(), so whoever validates one has the pt-BR zod messages installed.
import './zod-locale.js';

export const TEXT_MESSAGES = {
  invalidCharacters: 'O texto contém caracteres inválidos.',
  invalidDate: 'Informe uma data válida.',
} as const;

/**
 * C0 controls other than tab (U+0009), line feed (U+000A) and carriage return (U+000D), DEL and the
 * C1 controls; and UTF-16 surrogates that are not part of a pair. PostgreSQL refuses NUL in text
 * and a lone surrogate cannot be encoded as UTF-8, so such text is refused at the door.
 */
const FORBIDDEN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds no control character (tab and line breaks aside) and no unpaired surrogate. */
export function isCleanText(value: string): boolean {
  return !FORBIDDEN_TEXT.test(value);
}

/**
 * The one string schema of request bodies and queries: a string without control characters or
 * unpaired surrogates. Chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanText, { message: TEXT_MESSAGES.invalidCharacters, abort: true });
}

/** True for a real calendar date written yyyy-MM-dd between 1900 and 2199 (no 2026-02-30, no 9999-99-99). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The one date schema of every date field and filter (yyyy-MM-dd, a day that exists). */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, { message: TEXT_MESSAGES.invalidDate, abort: true });
