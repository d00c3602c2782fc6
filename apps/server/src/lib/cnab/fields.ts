/*
 * One CNAB field: where it sits in the 240-character line and how its text maps to a value. The
 * record layouts (febraban240.ts) are lists of these; reading and writing a record is a walk over
 * the list, so a position lives in exactly one place.
 */

/** FEBRABAN's COBOL-style picture: 9(n) digits, X(n) text, 9(n)V9(m) digits with an implied decimal point. */
export type Picture = '9' | 'X' | { readonly int: number; readonly dec: number };

export interface FieldDescriptor {
  /** The key of the field in a record's values (English, camelCase). */
  readonly name: string;
  /** The field as the FEBRABAN manual names it, in pt-BR: error reasons quote it to the seller. */
  readonly label: string;
  /** 1-based position of the first character. */
  readonly start: number;
  readonly length: number;
  readonly picture: Picture;
  /**
   * How a '9' field reads beyond a plain integer: a DDMMAAAA calendar date (as 'yyyy-MM-dd'), a date
   * that may be '00000000' (null), or a digit string for identifiers whose leading zeros matter or
   * that are too long for a number (CPF/CNPJ, barcodes, ISPB, bank codes).
   */
  readonly as?: 'date' | 'optionalDate' | 'digits';
  /** Fixed by the layout (record type, segment code): always written, never taken from the input. */
  readonly constant?: string | number;
  /** Written when the input leaves the field out. */
  readonly default?: string | number | null;
  /** Text written as given instead of uppercased: Pix keys, TXIDs and e-mails are case-sensitive. */
  readonly keepCase?: boolean;
}

export type FieldValue = string | number | null;

/** The reason a field's text is not a valid value, in pt-BR (it reaches the seller). */
export class InvalidField {
  constructor(readonly reason: string) {}
}

const ZERO = 48;
const NINE = 57;
const MAX_DIGITS_AS_NUMBER = 15; // 16+ digits may exceed Number.MAX_SAFE_INTEGER

const isDigits = (text: string) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < ZERO || code > NINE) return false;
  }
  return true;
};

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** A real calendar date from 1900 on: a CNAB date before that is a typing mistake, not history. */
export const isCalendarDate = (year: number, month: number, day: number) =>
  year >= 1900 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]!);

const readDate = (raw: string, field: FieldDescriptor): string | null | InvalidField => {
  if (raw === '00000000' && field.as === 'optionalDate') return null;
  const day = Number(raw.slice(0, 2));
  const month = Number(raw.slice(2, 4));
  const year = Number(raw.slice(4, 8));
  if (!isDigits(raw) || !isCalendarDate(year, month, day)) {
    return new InvalidField(`Data inválida no campo ${field.label}: "${raw}".`);
  }
  return `${raw.slice(4, 8)}-${raw.slice(2, 4)}-${raw.slice(0, 2)}`;
};

const readNumber = (raw: string, field: FieldDescriptor): number | InvalidField => {
  if (!isDigits(raw)) {
    return new InvalidField(
      typeof field.picture === 'object'
        ? `Valor inválido no campo ${field.label}: "${raw}".`
        : `O campo ${field.label} aceita só dígitos: "${raw}".`,
    );
  }
  const value = Number(raw);
  if (raw.length > MAX_DIGITS_AS_NUMBER && !Number.isSafeInteger(value)) {
    return new InvalidField(`Valor grande demais no campo ${field.label}: "${raw}".`);
  }
  return value;
};

/**
 * A field's value in a line: X as trimmed text, 9 as an integer (9(n)V9(m) as the integer of its
 * digits, i.e. centavos when m = 2), dates as 'yyyy-MM-dd', digit strings as they are.
 */
export const readField = (line: string, field: FieldDescriptor): FieldValue | InvalidField => {
  const raw = line.slice(field.start - 1, field.start - 1 + field.length);
  if (field.picture === 'X') return raw.trim();
  if (field.as === 'date' || field.as === 'optionalDate') return readDate(raw, field);
  if (field.as === 'digits') {
    return isDigits(raw) ? raw : new InvalidField(`O campo ${field.label} aceita só dígitos: "${raw}".`);
  }
  return readNumber(raw, field);
};

const COMBINING_MARKS = /\p{M}/gu;
const OUTSIDE_PRINTABLE_ASCII = /[^\x20-\x7E]/gu;

/**
 * Text as a bank reads it: accents removed (NFD, then the combining marks dropped), anything left
 * outside printable ASCII (line breaks included, which would break the 240-character line) as a
 * space, uppercase unless the field keeps case.
 */
export const cnabText = (value: string, keepCase = false) => {
  const plain = value.normalize('NFD').replace(COMBINING_MARKS, '');
  return (keepCase ? plain : plain.toUpperCase()).replace(OUTSIDE_PRINTABLE_ASCII, ' ');
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const refuse = (field: FieldDescriptor, why: string) => new RangeError(`CNAB field ${field.name}: ${why}`);

const formatDate = (field: FieldDescriptor, value: FieldValue) => {
  if (value === null && field.as === 'optionalDate') return '00000000';
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw refuse(field, `expected a calendar date as yyyy-MM-dd, got ${JSON.stringify(value)}`);
  }
  return `${match[3]}${match[2]}${match[1]}`;
};

const formatDigits = (field: FieldDescriptor, value: FieldValue) => {
  const digits = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof digits !== 'string' || !isDigits(digits) || digits.length > field.length) {
    throw refuse(field, `expected at most ${field.length} digits, got ${JSON.stringify(value)}`);
  }
  return digits.padStart(field.length, '0');
};

const formatNumber = (field: FieldDescriptor, value: FieldValue) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw refuse(field, `expected a non-negative integer, got ${JSON.stringify(value)}`);
  }
  const digits = String(value);
  if (digits.length > field.length) throw refuse(field, `${value} does not fit in ${field.length} digits`);
  return digits.padStart(field.length, '0');
};

/**
 * A value as the field's text: 9 zero-padded on the left (refusing what is negative, fractional or
 * too long: money is integer centavos), X cleaned by `cnabText`, padded with spaces and cut to length.
 * Throws a RangeError: a wrong value here is the caller's bug, not the seller's.
 */
export const formatField = (field: FieldDescriptor, value: FieldValue): string => {
  if (field.picture === 'X') {
    if (typeof value !== 'string') throw refuse(field, `expected text, got ${JSON.stringify(value)}`);
    return cnabText(value, field.keepCase).slice(0, field.length).padEnd(field.length, ' ');
  }
  if (field.as === 'date' || field.as === 'optionalDate') return formatDate(field, value);
  if (field.as === 'digits') return formatDigits(field, value);
  return formatNumber(field, value);
};
