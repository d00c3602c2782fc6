import { and, asc, sql, type SQL } from 'drizzle-orm';
import {
  CHARGE_EXPORT_COLUMNS,
  CHARGE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  formatDate,
  type ChargeListFilter,
} from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { gzipCsv, moneyCell as money, safeText } from '../../lib/csv.js';
import { chargeConditions, charges, interestAmount } from '../charges/index.js';

export { safeText };

/** Rows read per query: the file is built batch by batch, never the whole result in memory. */
export const EXPORT_BATCH = 2_000;

const columns = {
  id: charges.id,
  customerName: charges.customerName,
  customerDocument: charges.customerDocument,
  customerEmail: charges.customerEmail,
  title: charges.title,
  paymentMethod: charges.paymentMethod,
  installments: charges.installments,
  expirationDate: charges.expirationDate,
  paidDate: charges.paidDate,
  value: charges.value,
  paidAt: charges.paidAt,
  interest: charges.interest,
  fineBp: charges.fineBp,
  interestMonthlyBp: charges.interestMonthlyBp,
  refunded: charges.refunded,
  status: charges.status,
};
type ExportRow = { [K in keyof typeof columns]: (typeof charges.$inferSelect)[K] };

/** `today`: the business date the file is built on, for what a late boleto has accrued (as its detail shows). */
function toCells(row: ExportRow, today: string): string[] {
  return [
    row.id,
    safeText(row.customerName),
    row.customerDocument,
    safeText(row.customerEmail),
    safeText(row.title),
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    String(row.installments),
    formatDate(row.expirationDate),
    row.paidDate ? formatDate(row.paidDate) : '',
    money(row.value),
    money(interestAmount(row, today)),
    money(row.refunded),
    CHARGE_STATUS_LABELS[row.status],
  ];
}

/**
 * Builds the CSV of every charge matching the filter, in due-date order, as gzip: UTF-8 with a BOM,
 * ';' separator, CRLF (docs/charges-csv.md). Reads by keyset (due date, id) in batches and streams
 * through the stringifier and gzip, so memory stays flat whatever the row count. `today` is the
 * business date the interest of open late boletos is computed for. Also gives the uncompressed size
 * (does it fit in an e-mail) and the rows written.
 */
export async function buildChargesCsv(
  db: DbOrTx,
  sellerId: string,
  filter: ChargeListFilter,
  today: string,
  batchSize = EXPORT_BATCH,
) {
  const { where } = await chargeConditions(db, sellerId, filter);
  const csv = gzipCsv(CHARGE_EXPORT_COLUMNS);
  let after: { expirationDate: string; id: string } | undefined;
  for (;;) {
    // A row comparison is an index condition, so each batch starts where the last one ended (the
    // equivalent OR is only a filter: every batch rescanned the range from its start, quadratic).
    const keyset: SQL | undefined = after
      ? sql`(${charges.expirationDate}, ${charges.id}) > (${after.expirationDate}, ${after.id})`
      : undefined;
    const batch = (await db
      .select(columns)
      .from(charges)
      .where(and(where, keyset))
      .orderBy(asc(charges.expirationDate), asc(charges.id))
      .limit(batchSize)) as ExportRow[];
    for (const row of batch) await csv.write(toCells(row, today));
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1];
  }
  return csv.finish();
}
