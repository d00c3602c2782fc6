import { formatDate } from '@cofre/contract';
import { parseTypedDate } from '../lib/businessDate';
import { COMMON_TEXTS } from './texts';

export type DateRange = [string | null, string | null];

const SEPARATOR = ' – ';

/** 'dd/MM/yyyy – dd/MM/yyyy', or an open bound said in words ('A partir de …', 'Até …'). */
export function describeRange([start, end]: DateRange): string {
  if (start && end) return `${formatDate(start)}${SEPARATOR}${formatDate(end)}`;
  if (start) return COMMON_TEXTS.rangeFrom(formatDate(start));
  if (end) return COMMON_TEXTS.rangeUntil(formatDate(end));
  return '';
}

/** The range as one types it: the digits of each day (an end alone cannot be typed, so it is left out). */
export function editableRange([start, end]: DateRange): string {
  if (!start) return '';
  return end ? `${formatDate(start)}${SEPARATOR}${formatDate(end)}` : formatDate(start);
}

function maskDay(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/**
 * What the field shows as digits are typed: 'dd/mm/aaaa – dd/mm/aaaa', slashes and dash put in by
 * themselves (a phone's number pad has neither). Deleting a slash deletes the digit before it.
 */
export function maskRange(typed: string, previous: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 16);
  if (typed.length < previous.length && digits === previous.replace(/\D/g, '')) digits = digits.slice(0, -1);
  const start = maskDay(digits.slice(0, 8));
  return digits.length > 8 ? `${start}${SEPARATOR}${maskDay(digits.slice(8))}` : start;
}

/** The typed text as a range (the earlier day first); null when it is not one or two whole days. */
export function readTypedRange(text: string): DateRange | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return [null, null];
  if (digits.length !== 8 && digits.length !== 16) return null;
  const start = parseTypedDate(digits.slice(0, 8));
  const end = digits.length === 16 ? parseTypedDate(digits.slice(8)) : null;
  if (!start || (digits.length === 16 && !end)) return null;
  return end && end < start ? [end, start] : [start, end];
}
