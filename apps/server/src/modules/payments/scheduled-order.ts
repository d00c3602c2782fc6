import { and, eq, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import type { boletoPayments } from './boleto-tables.js';
import type { pixPayments } from './tables.js';

type ScheduledTable = typeof pixPayments | typeof boletoPayments;
type ScheduledColumns = Record<'id' | 'sellerId' | 'status' | 'paymentDate' | 'submittedAt', PgColumn>;

/**
 * The claim's condition that no scheduled payment of the same seller, due by `today`, comes before
 * this one (by day, then submission): a seller's scheduled payments are debited in the order they
 * were scheduled, whatever the number of workers. Claiming the first free row alone let a second
 * worker take the seller's next payment while the first debited the earlier one, and the two raced
 * for the balance: when it covered only one, which one was paid was chance. A later payment whose
 * earlier one is still being executed is left for the worker executing it (its loop takes it next).
 * Each job keeps its own claim query around this condition: a claim shared over a table parameter
 * hid both sweeps from the tenant-scope check (test/tenant-scope.test.ts).
 */
export function noEarlierScheduled(tx: Tx, table: ScheduledTable, today: string): SQL {
  const current = table as unknown as ScheduledColumns;
  // One column type for both tables: the alias's columns are the given table's at run time.
  const earlierTable = alias(table as typeof pixPayments, 'earlier');
  const earlier = earlierTable as unknown as ScheduledColumns;
  return notExists(
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
}
