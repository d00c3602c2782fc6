import { batchHeaderLayout, batchTrailerLayout, fileHeaderLayout, fileTrailerLayout } from './febraban240.js';
import { formatRecord } from './layout.js';
import {
  amountOf,
  BATCH_LAYOUT_VERSION,
  currencyQuantityOf,
  DETAIL_LAYOUTS,
  KIND_OF_SEGMENT,
  PARENT_SEGMENT,
  segmentBProblem,
  type PaymentKind,
} from './segments.js';
import type { Cnab240Batch, Cnab240File, Segment } from './types.js';

/*
 * Records → CNAB 240 text, the inverse of parseCnab240 for a well-formed file. The writer fills
 * what must agree across records itself (the bank code of every record, batch numbers, sequence
 * numbers, the trailers' counts and sums), so it never writes totals that do not add up; and it
 * refuses, by throwing, what the parser would refuse (a wrong value is the caller's bug).
 */

const kindOfBatch = (batch: Cnab240Batch, where: string): PaymentKind => {
  const first = batch.details[0];
  if (!first) throw new RangeError(`${where}: a batch needs at least one detail`);
  const kind = KIND_OF_SEGMENT[first.segment];
  for (const detail of batch.details) {
    if (KIND_OF_SEGMENT[detail.segment] !== kind) {
      throw new RangeError(`${where}: segments ${first.segment} and ${detail.segment} cannot share a batch`);
    }
  }
  return kind;
};

const writeBatch = (batch: Cnab240Batch, batchNumber: number, bankCode: string, lines: string[]) => {
  const where = `batch ${batchNumber}`;
  const kind = kindOfBatch(batch, where);
  lines.push(
    formatRecord(`${where} header`, batchHeaderLayout, {
      ...batch.header,
      layoutVersion: batch.header.layoutVersion ?? BATCH_LAYOUT_VERSION[kind],
      bankCode,
      batchNumber,
    }),
  );
  let amountTotal = 0;
  let currencyQuantityTotal = 0;
  let previous: Segment | null = null;
  batch.details.forEach((detail, index) => {
    const sequenceNumber = index + 1;
    const record = `${where}, detail ${sequenceNumber} (segment ${detail.segment})`;
    const parent = PARENT_SEGMENT[detail.segment];
    if (parent && previous !== parent) throw new RangeError(`${record}: must come right after a segment ${parent}`);
    if (detail.segment === 'B') {
      const problem = segmentBProblem(detail.fields);
      if (problem) throw new RangeError(`${record}: invalid Pix field ${problem.field}`);
    }
    lines.push(
      formatRecord(record, DETAIL_LAYOUTS[detail.segment], { ...detail.fields, bankCode, batchNumber, sequenceNumber }),
    );
    amountTotal += amountOf(detail.segment, detail.fields);
    currencyQuantityTotal += currencyQuantityOf(detail.segment, detail.fields);
    previous = detail.segment;
  });
  lines.push(
    formatRecord(`${where} trailer`, batchTrailerLayout, {
      ...batch.trailer,
      bankCode,
      batchNumber,
      recordCount: batch.details.length + 2,
      amountTotal,
      currencyQuantityTotal,
    }),
  );
};

/** The file as CNAB 240 text: 240-character lines, each ended by \r\n (the last one too). */
export const writeCnab240 = (file: Cnab240File): string => {
  const bankCode = file.header.bankCode;
  const lines = [formatRecord('file header', fileHeaderLayout, file.header)];
  file.batches.forEach((batch, index) => writeBatch(batch, index + 1, bankCode, lines));
  lines.push(
    formatRecord('file trailer', fileTrailerLayout, {
      ...file.trailer,
      bankCode,
      batchCount: file.batches.length,
      recordCount: lines.length + 1,
    }),
  );
  return `${lines.join('\r\n')}\r\n`;
};
