import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { STATEMENT_CSV_COLUMNS, PAYMENT_METHOD_LABELS, formatDate, type StatementCsvQuery } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { charges } from '../charges/tables.js';
import { postings, receivables } from '../ledger/tables.js';
import { toRow } from './queries.js';

/** Lines read per query: the file is written batch by batch, never the whole period in memory. */
export const STATEMENT_CSV_BATCH = 2_000;

const TYPE_LABELS: Record<string, string> = {
  CREDIT_PAYMENT: 'Recebimento',
  CREDIT_ANTICIPATED: 'Antecipação',
  CREDIT_REVERSAL: 'Estorno',
  DEBIT_REFUND: 'Reembolso',
  DEBIT_CHARGEBACK: 'Chargeback',
  DEBIT_TRANSFER: 'Repasse',
};

/** Centavos as '1234,56' (decimal comma, no thousands dot: pt-BR spreadsheets read it as a number). */
const money = (value: number) => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * GET /redeems/statement/csv: the statement lines of a period, newest first as on screen, streamed
 * (UTF-8 with BOM, ';', CRLF, as the charges CSV). Lines are read by keyset (date, id) in batches
 * of 2,000 and written through csv-stringify with back-pressure, so memory stays flat for a year.
 */
export function statementCsv(
  db: DbOrTx,
  sellerId: string,
  query: StatementCsvQuery,
  batchSize = STATEMENT_CSV_BATCH,
): Readable {
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows', quoted_match: /[";\n\r]/ });
  const out = new PassThrough();
  csv.pipe(out);
  const write = (cells: string[]) =>
    csv.write(cells) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve));
  const where = and(
    eq(postings.sellerId, sellerId),
    isNotNull(postings.statementType),
    gte(postings.effectiveDate, query.executionDateInitial),
    lte(postings.effectiveDate, query.executionDateFinal),
    query.statementType ? eq(postings.statementType, query.statementType) : undefined,
  );
  type After = { effectiveDate: string; id: number } | undefined;
  // One statement a batch: the lines with their charge's buyer and method and their instalment.
  const fetchBatch = (after: After) => {
    // A row comparison is an index condition: each batch starts where the last one ended. The
    // equivalent OR was only a filter, so every batch rescanned the year from its newest line
    // (quadratic: 274 s for 768,000 lines; bench/finance.ts).
    const keyset: SQL | undefined = after
      ? sql`(${postings.effectiveDate}, ${postings.id}) < (${after.effectiveDate}, ${after.id})`
      : undefined;
    return db
      .select({
        line: {
          id: postings.id,
          effectiveDate: postings.effectiveDate,
          statementType: postings.statementType,
          amount: postings.amount,
          operation: postings.operation,
          chargeId: postings.chargeId,
        },
        buyer: charges.customerName,
        method: charges.paymentMethod,
        gross: receivables.gross,
        fee: receivables.fee,
      })
      .from(postings)
      .leftJoin(charges, and(eq(charges.id, postings.chargeId), eq(charges.sellerId, sellerId)))
      .leftJoin(receivables, and(eq(receivables.id, postings.receivableId), eq(receivables.sellerId, sellerId)))
      .where(and(where, keyset))
      .orderBy(desc(postings.effectiveDate), desc(postings.id))
      .limit(batchSize)
      .then((rows) => rows);
  };
  const run = async () => {
    await write([...STATEMENT_CSV_COLUMNS]);
    let pending = fetchBatch(undefined);
    for (;;) {
      const batch = await pending;
      const last = batch.at(-1)?.line;
      const more = batch.length === batchSize && last !== undefined;
      // The next batch is read while this one is written: the database and the CSV overlap.
      if (more) {
        pending = fetchBatch({ effectiveDate: last.effectiveDate, id: last.id });
        // Handled when awaited; this keeps a failure while writing from being an unhandled rejection.
        pending.catch(() => undefined);
      }
      for (const { line, buyer, method, gross, fee } of batch) {
        const row = toRow(
          line,
          buyer !== null && method !== null ? { buyer, method } : undefined,
          gross !== null && fee !== null ? { gross, fee } : undefined,
        );
        await write([
          formatDate(row.executionDate),
          TYPE_LABELS[row.statementType] ?? row.statementType,
          safeText(row.operation),
          safeText(row.buyer ?? ''),
          row.providerType ? (PAYMENT_METHOD_LABELS[row.providerType as keyof typeof PAYMENT_METHOD_LABELS] ?? '') : '',
          row.creditOperation ? 'Crédito' : 'Débito',
          money(row.creditOperation ? row.amount : -row.amount),
          row.tax ? money(-row.tax.amount) : '',
          row.uuidCharge ?? '',
        ]);
      }
      if (!more) break;
    }
    csv.end();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error('statement csv failed')));
  return out;
}
