import { and, asc, eq, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import type { boletoPayments } from './boleto-tables.js';
import type { pixPayments } from './tables.js';

type ScheduledTable = typeof pixPayments | typeof boletoPayments;
type ScheduledColumns = Record<'id' | 'sellerId' | 'status' | 'paymentDate' | 'submittedAt', PgColumn>;

/**
 * The next scheduled payment due by `today` that this worker may execute, its row locked for the
 * transaction (`SKIP LOCKED`: two workers never take the same one), or undefined. A seller's
 * scheduled payments are taken in the order they were scheduled (day, submission time, then id),
 * whatever the number of workers: one is taken only when no earlier one of the same seller is still
 * scheduled. Claiming the first free row alone let a second worker take the seller's next payment
 * while the first debited the earlier one, and the two raced for the balance: when it covered only
 * one, which one was paid was chance. A payment whose earlier one is still being executed is left to
 * the worker executing it (its loop takes it next).
 */
export async function claimNextScheduled<Table extends ScheduledTable>(
  tx: Tx,
  table: Table,
  today: string,
): Promise<Table['$inferSelect'] | undefined> {
  // One column type for both tables: the columns are the given table's at run time.
  const current = table as unknown as ScheduledColumns;
  const earlierTable = alias(table as typeof pixPayments, 'earlier');
  const earlier = earlierTable as unknown as ScheduledColumns;
  const noEarlier: SQL = notExists(
    tx
      .select({ id: earlier.id })
      .from(earlierTable)
      .where(
        and(
          eq(earlier.sellerId, current.sellerId),
          eq(earlier.status, 'scheduled'),
          lte(earlier.paymentDate, today),
          sql`(${earlier.paymentDate}, ${earlier.submittedAt}, ${earlier.id}) < (${current.paymentDate}, ${current.submittedAt}, ${current.id})`,
        ),
      ),
  );
  const [row] = await tx
    .select()
    .from(table as typeof pixPayments)
    .where(and(eq(current.status, 'scheduled'), lte(current.paymentDate, today), noEarlier))
    .orderBy(asc(current.paymentDate), asc(current.submittedAt), asc(current.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row as Table['$inferSelect'] | undefined;
}
