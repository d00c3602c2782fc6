import { Cnab240Parser } from './file-parser.js';
import type { ParsedFile, WellFormedFile } from './types.js';

/** The file's lines: \r\n or \n, a leading BOM dropped, one trailing empty line (the final line break) ignored. */
const splitLines = (text: string): string[] => {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === '') return [];
  const lines = body.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.charCodeAt(line.length - 1) === 13) lines[i] = line.slice(0, -1);
  }
  return lines;
};

/**
 * Reads a CNAB 240 payment file (decoded text). Never throws on a bad file: `errors` lists every
 * problem, and the records that could be read are returned; a file is usable only without errors
 * (`isWellFormed`).
 */
export const parseCnab240 = (text: string): ParsedFile => {
  const lines = splitLines(text);
  if (lines.length === 0) {
    return {
      header: null,
      batches: [],
      trailer: null,
      errors: [{ line: 1, field: null, reason: 'O arquivo está vazio.' }],
    };
  }
  const parser = new Cnab240Parser();
  for (let i = 0; i < lines.length; i += 1) parser.read(lines[i]!, i + 1);
  parser.finish(lines.length);
  return { header: parser.header, batches: parser.batches, trailer: parser.trailer, errors: parser.errors };
};

/** A parsed file without errors, whose every record is present: it can be paid, written back or answered. */
export const isWellFormed = (parsed: ParsedFile): parsed is WellFormedFile =>
  parsed.errors.length === 0 &&
  parsed.header !== null &&
  parsed.trailer !== null &&
  parsed.batches.every((batch) => batch.header !== null && batch.trailer !== null);
