import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';

/**
 * What a seller types or scans to pay a boleto (spec 4 §5 'Boleto', D25): the 47-digit linha
 * digitável of a bank boleto, the 44-digit barcode a scanner reads, or the 48-digit line of a
 * utility or tax bill (arrecadação, starting with 8). brazilian-utils checks every digit; the one
 * piece of FEBRABAN arithmetic here is the mod-10 field digit needed to turn a scanner's 44 digits
 * into the 47-digit line, which the library then validates whole (its general mod-11 digit is what
 * protects a reading: a wrong field digit of ours could only refuse a good line, never accept a bad one).
 * `mod10` and `dueDateFactor` are shared with the sandbox acquirer, which issues the boletos of charges.
 */

export const BOLETO_LINE_MAX_DIGITS = 48;
/** Spec 4 §9: the field's 54 characters for 47 digits; an arrecadação line's mask needs 55. */
export const BOLETO_LINE_FIELD_MAX = 55;

export type BoletoKind = 'bank' | 'utility';

export interface BoletoLine {
  kind: BoletoKind;
  /** The 44-digit barcode (what CNAB segments J and O carry, and what we store). */
  barcode: string;
  /** The digitable line: 47 digits (bank) or 48 (utility). */
  line: string;
  /** The line as printed on the boleto ('00190.00009 01149.718601 …'). */
  formatted: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Módulo 10 (weights 2,1 from the right; products above 9 add their digits): a line field's check digit. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** A bank barcode (44) as its linha digitável (47), by the positions of Carta-Circular BCB 2.926/2000. */
function bankLineOf(barcode: string): string {
  const first = barcode.slice(0, 4) + barcode.slice(19, 24);
  const second = barcode.slice(24, 34);
  const third = barcode.slice(34, 44);
  return first + mod10(first) + second + mod10(second) + third + mod10(third) + barcode[4] + barcode.slice(5, 19);
}

/** A bank linha digitável (47) as its barcode (44). */
function bankBarcodeOf(line: string): string {
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** An arrecadação line (48: four blocks of 11 digits, each followed by its check digit) as its barcode (44). */
const utilityBarcodeOf = (line: string) => [0, 12, 24, 36].map((start) => line.slice(start, start + 11)).join('');

/**
 * Reads a typed or scanned boleto (masked or not): null when it is none, or its check digits fail.
 * A 44-digit utility barcode is kept as the barcode and shown as such (FEBRABAN prints no grouping for it).
 */
export function readBoletoLine(value: string): BoletoLine | null {
  const digits = digitsOf(value);
  if (digits.startsWith('8')) {
    if ((digits.length !== 48 && digits.length !== 44) || !isValidBoleto(digits)) return null;
    const barcode = digits.length === 48 ? utilityBarcodeOf(digits) : digits;
    return { kind: 'utility', barcode, line: digits, formatted: formatBoleto(digits) };
  }
  if (digits.length === 44) {
    const line = bankLineOf(digits);
    return isValidBoleto(line) ? { kind: 'bank', barcode: digits, line, formatted: formatBoleto(line) } : null;
  }
  if (digits.length !== 47 || !isValidBoleto(digits)) return null;
  return { kind: 'bank', barcode: bankBarcodeOf(digits), line: digits, formatted: formatBoleto(digits) };
}

/** The field's mask while typing: digits only, grouped as the boleto prints them once complete. */
export function maskBoletoInput(value: string): string {
  const digits = digitsOf(value).slice(0, BOLETO_LINE_MAX_DIGITS);
  return digits.length === 47 || (digits.length === 48 && digits.startsWith('8')) ? formatBoleto(digits) : digits;
}

/**
 * FEBRABAN's due-date factor counts days from 07/10/1997 and runs 1000..9999: it reached 9999 on
 * 21/02/2025 and restarted at 1000 on 22/02/2025 (so the second cycle's day 0 is 29/05/2022). Any date
 * maps into the 9000-day cycle, so both cycles come out of one formula anchored at the restart.
 */
const FACTOR_RESTART = Date.UTC(2025, 1, 22);
const DAY_MS = 86_400_000;

/** Four digits of the due date ('yyyy-MM-dd'). */
export function dueDateFactor(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== dueDate) {
    throw new RangeError('Boleto due date must be yyyy-MM-dd');
  }
  const days = Math.round((time - FACTOR_RESTART) / DAY_MS);
  return String(1000 + (((days % 9000) + 9000) % 9000));
}

/**
 * A bank boleto with the given bank, due date, amount (centavos) and 25-digit free field: what the
 * sandbox directory, the demo and the tests issue. The general check digit is the one that
 * brazilian-utils accepts (found by asking it), so the line is valid by the library's own rule.
 */
export function composeBankBoleto(input: {
  bankCode: string;
  dueDate: string;
  amount: number;
  freeField: string;
}): BoletoLine {
  const factor = dueDateFactor(input.dueDate);
  const amount = String(input.amount).padStart(10, '0');
  const free = input.freeField.replace(/\D/g, '').padStart(25, '0').slice(-25);
  for (const digit of '123456789') {
    const read = readBoletoLine(`${input.bankCode}9${digit}${factor}${amount}${free}`);
    if (read) return read;
  }
  throw new Error('no general check digit fits this boleto');
}
