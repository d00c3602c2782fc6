/*
 * Which CNAB a file is, by the length of its first line. CNAB 400 is, in practice, the collection
 * (cobrança) layout: its payment variants are bank-specific and rare, so we read payments only in
 * FEBRABAN's CNAB 240 and refuse a 400 file with `CNAB400_REFUSAL` (docs/cnab.md).
 */

export type CnabLayout = 'cnab240' | 'cnab400' | 'unknown';

export const CNAB400_REFUSAL = 'Arquivos CNAB 400 são de cobrança; para pagamentos envie o layout CNAB 240 (FEBRABAN).';

export const UNKNOWN_LAYOUT_REFUSAL =
  'O arquivo não parece um CNAB: a primeira linha deveria ter 240 caracteres (CNAB 240 da FEBRABAN).';

/** The layout of a file's text by its first line's length (a BOM and the line break not counted). */
export const detectLayout = (text: string): CnabLayout => {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const newline = text.indexOf('\n', start);
  let end = newline === -1 ? text.length : newline;
  if (end > start && text.charCodeAt(end - 1) === 13) end -= 1;
  const length = end - start;
  return length === 240 ? 'cnab240' : length === 400 ? 'cnab400' : 'unknown';
};
