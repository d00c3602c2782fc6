import { formatField, InvalidField, readField, type FieldDescriptor, type FieldValue, type Picture } from './fields.js';

/*
 * A layout is the ordered list of a record's fields. It must cover positions 1..240 exactly: a gap
 * or an overlap would shift every later field, and the bank would read the wrong amount or account.
 */

export type Layout = readonly FieldDescriptor[];

export const RECORD_LENGTH = 240;

/** What is wrong with a layout's coverage of 1..240 (empty when it is right). */
export const layoutProblems = (layout: Layout): string[] => {
  const problems: string[] = [];
  const names = new Set<string>();
  let next = 1;
  for (const field of layout) {
    if (names.has(field.name)) problems.push(`${field.name} is declared twice`);
    names.add(field.name);
    if (field.start !== next) {
      problems.push(`${field.name} starts at ${field.start}, after a field ending at ${next - 1} (gap or overlap)`);
    }
    if (!Number.isInteger(field.length) || field.length < 1) problems.push(`${field.name} has length ${field.length}`);
    if (typeof field.picture === 'object' && field.picture.int + field.picture.dec !== field.length) {
      problems.push(`${field.name}: 9(${field.picture.int})V9(${field.picture.dec}) is not ${field.length} long`);
    }
    if ((field.as === 'date' || field.as === 'optionalDate') && field.length !== 8) {
      problems.push(`${field.name}: a DDMMAAAA date is 8 long, not ${field.length}`);
    }
    if (field.as !== undefined && field.picture !== '9')
      problems.push(`${field.name}: only a 9 field reads as ${field.as}`);
    next = field.start + field.length;
  }
  if (next !== RECORD_LENGTH + 1) problems.push(`the fields end at ${next - 1}, not at ${RECORD_LENGTH}`);
  return problems;
};

/** Throws unless the layout covers 1..240 exactly: called at module load, so a wrong layout never runs. */
export const assertLayoutCovers = (recordName: string, layout: Layout) => {
  const problems = layoutProblems(layout);
  if (problems.length > 0) throw new Error(`CNAB layout ${recordName}: ${problems.join('; ')}`);
};

type FieldOptions = Pick<FieldDescriptor, 'as' | 'constant' | 'default' | 'keepCase'>;

/**
 * One field in the manual's column order (start, length, picture), so a layout reads like the
 * manual's table; the literal types of name, picture and options are kept for `FieldsOf`/`InputOf`.
 */
export const field = <const N extends string, const P extends Picture, const O extends FieldOptions = object>(
  start: number,
  length: number,
  picture: P,
  name: N,
  label: string,
  options?: O,
) =>
  ({ start, length, picture, name, label, ...options }) as {
    start: number;
    length: number;
    picture: P;
    name: N;
    label: string;
  } & O;

/** Declares a record layout, checked at load, keeping its literal types for `FieldsOf`/`InputOf`. */
export const defineLayout = <const L extends Layout>(recordName: string, layout: L): L => {
  assertLayoutCovers(recordName, layout);
  return layout;
};

type ValueOf<F extends FieldDescriptor> = F extends { constant: infer C }
  ? C
  : F extends { as: 'optionalDate' }
    ? string | null
    : F extends { as: 'date' | 'digits' }
      ? string
      : F extends { picture: 'X' }
        ? string
        : number;

/** A record's values as read from a line, one key per field. */
export type FieldsOf<L extends Layout> = { -readonly [F in L[number] as F['name']]: ValueOf<F> };

type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * A record's values as a writer takes them: constants and the `Computed` fields (which the writer
 * fills) left out, fields with a default optional.
 */
export type InputOf<L extends Layout, Computed extends string = never> = Flatten<
  {
    -readonly [
      F in L[number] as F extends { constant: unknown } | { default: unknown }
        ? never
        : F['name'] extends Computed
          ? never
          : F['name']
    ]: ValueOf<F>;
  } & {
    -readonly [
      F in L[number] as F extends { constant: unknown }
        ? never
        : F extends { default: unknown }
          ? F['name'] extends Computed
            ? never
            : F['name']
          : never
    ]?: ValueOf<F>;
  }
>;

type Values = Readonly<Record<string, FieldValue | undefined>>;

/**
 * Reads every field of a line; an invalid field becomes an error (its reason in pt-BR) and the
 * record null, the other fields are still checked so the seller sees every problem of the line.
 */
export const readRecord = (
  line: string,
  layout: Layout,
  onError: (field: FieldDescriptor, reason: string) => void,
): Record<string, FieldValue> | null => {
  const values: Record<string, FieldValue> = {};
  let valid = true;
  for (const field of layout) {
    const value = readField(line, field);
    if (value instanceof InvalidField) {
      onError(field, value.reason);
      valid = false;
    } else if (field.constant !== undefined && value !== field.constant) {
      onError(field, `O campo ${field.label} deve ser "${formatField(field, field.constant)}".`);
      valid = false;
    } else {
      values[field.name] = value;
    }
  }
  return valid ? values : null;
};

/** Writes one record: constants from the layout, then the values, then the defaults. */
export const formatRecord = (recordName: string, layout: Layout, values: Values): string => {
  let line = '';
  for (const field of layout) {
    const given = values[field.name];
    const value = field.constant !== undefined ? field.constant : given !== undefined ? given : field.default;
    if (value === undefined) throw new RangeError(`${recordName}: field ${field.name} is required`);
    try {
      line += formatField(field, value);
    } catch (error) {
      throw new RangeError(`${recordName}: ${(error as Error).message}`, { cause: error });
    }
  }
  return line;
};
