import type { Database } from '../../db/client.js';
import { gzipCsv } from '../../lib/csv.js';

/** Rows read per query: a report is built batch by batch, never the whole result in memory. */
export const REPORT_BATCH = 2_000;

/** What every report is asked for: the seller and the period (São Paulo dates, both included). */
export interface ReportScope {
  sellerId: string;
  startDate: string;
  endDate: string;
}

export interface BuiltReport {
  gzip: Buffer;
  /** Uncompressed size: whether the file fits in an e-mail. */
  bytes: number;
  rows: number;
}

export type ReportBuilder = (database: Database, scope: ReportScope, batchSize?: number) => Promise<BuiltReport>;

/** The instant a São Paulo day begins (Brazil keeps UTC−3 all year since 2019). */
export const dayStart = (date: string) => new Date(`${date}T00:00:00-03:00`);

/**
 * Writes a report read by keyset: `fetch(after)` returns the batch after the last row of the
 * previous one (a row comparison on the sort's index, so each batch starts where the last ended),
 * and the next batch is read while this one is written.
 */
export async function keysetCsv<Row>(
  header: readonly string[],
  fetch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  toCells: (row: Row) => ReadonlyArray<string | null>,
  batchSize = REPORT_BATCH,
): Promise<BuiltReport> {
  const csv = gzipCsv(header);
  let pending = fetch(undefined, batchSize);
  for (;;) {
    const batch = await pending;
    const last = batch.at(-1);
    const more = batch.length === batchSize && last !== undefined;
    if (more) {
      pending = fetch(last, batchSize);
      // Handled when awaited; this keeps a failure while writing from being an unhandled rejection.
      pending.catch(() => undefined);
    }
    for (const row of batch) await csv.write(toCells(row));
    if (!more) break;
  }
  return csv.finish();
}
