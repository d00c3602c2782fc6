import { isOccurrenceCode, type OccurrenceCode } from './occurrences.js';
import { isWellFormed } from './parse.js';
import type { FileHeaderInput, ParsedDetail, ParsedFile } from './types.js';
import { writeCnab240 } from './write.js';

/*
 * The return file (arquivo retorno) the seller's ERP reads back: the file it sent, marked as a
 * return (código remessa/retorno 2) and with each payment's outcome in its occurrences field
 * (positions 231–240 of segments A, J and O; segments B and J-52 have none, their payment's
 * outcome is on the A or J before them).
 */

/** One occurrence code, or up to five (a rejection may have several reasons). */
export type Outcome = OccurrenceCode | readonly OccurrenceCode[];

const MAX_CODES = 5; // 10 positions of 2 characters

const occurrencesText = (line: number, outcome: Outcome) => {
  const codes: readonly string[] = typeof outcome === 'string' ? [outcome] : outcome;
  if (codes.length === 0 || codes.length > MAX_CODES) {
    throw new RangeError(`line ${line}: an outcome has 1 to ${MAX_CODES} occurrence codes, not ${codes.length}`);
  }
  const unknown = codes.find((code) => !isOccurrenceCode(code));
  if (unknown !== undefined) throw new RangeError(`line ${line}: unknown occurrence code ${JSON.stringify(unknown)}`);
  return codes.join('');
};

const withOccurrences = (detail: ParsedDetail, occurrences: string): ParsedDetail => {
  switch (detail.segment) {
    case 'A':
      return { ...detail, fields: { ...detail.fields, occurrences } };
    case 'J':
      return { ...detail, fields: { ...detail.fields, occurrences } };
    case 'O':
      return { ...detail, fields: { ...detail.fields, occurrences } };
    default:
      throw new RangeError(
        `line ${detail.line}: segment ${detail.segment} has no occurrences field; answer the payment's A or J line`,
      );
  }
};

/**
 * `parsed` (a well-formed remessa) as a return file, each detail line in `outcomes` (by its line
 * number) given its occurrence code(s); a payment not in `outcomes` keeps the occurrences it had.
 * `header` overrides file header fields (the return's generation date and time, its sequence).
 * Throws a RangeError on a file with errors, an unknown code, or a line that is not a segment A, J or O.
 */
export const writeReturnFile = (
  parsed: ParsedFile,
  outcomes: ReadonlyMap<number, Outcome>,
  header: Partial<FileHeaderInput> = {},
): string => {
  if (!isWellFormed(parsed)) {
    throw new RangeError(`a return file answers a well-formed file; this one has ${parsed.errors.length} error(s)`);
  }
  const answered = new Set<number>();
  const batches = parsed.batches.map((batch) => ({
    ...batch,
    details: batch.details.map((detail) => {
      const outcome = outcomes.get(detail.line);
      if (outcome === undefined) return detail;
      answered.add(detail.line);
      return withOccurrences(detail, occurrencesText(detail.line, outcome));
    }),
  }));
  const stray = [...outcomes.keys()].find((line) => !answered.has(line));
  if (stray !== undefined) throw new RangeError(`line ${stray} is not a detail line of this file`);
  return writeCnab240({
    header: { ...parsed.header, ...header, remittanceReturnCode: 2 },
    batches,
    trailer: parsed.trailer,
  });
};
