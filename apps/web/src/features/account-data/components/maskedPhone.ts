import { formatPixKey } from '@cofre/contract';

const KEPT_DIGITS = 4;

/**
 * A phone (+55 and digits) as the sandbox page shows it: the country code and the last four digits,
 * the rest as dots ('+55 (••) •••••-4321'), and the four digits alone for a screen reader.
 */
export function maskedPhone(e164: string): { shown: string; lastDigits: string } {
  const formatted = formatPixKey('PHONE', e164);
  const prefix = formatted.startsWith('+55 ') ? '+55 ' : '';
  const rest = formatted.slice(prefix.length);
  const digits = rest.replace(/\D/g, '').length;
  let seen = 0;
  const shown = rest.replace(/\d/g, (digit) => (seen++ < digits - KEPT_DIGITS ? '•' : digit));
  return { shown: prefix + shown, lastDigits: e164.replace(/\D/g, '').slice(-KEPT_DIGITS) };
}
