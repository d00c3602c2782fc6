import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every status a row of a `history` lifecycle entered, and when (written by transition.ts in the
 * transaction of the move). The row's own creation time is its first status's; the row before a
 * change says where it came from.
 * No foreign key: one table serves refunds, withdrawals, invoices, disputes, receivables, users …
 */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The lifecycle's name (LIFECYCLES in the contract): 'refund', 'withdrawal' … */
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    sellerId: uuid('seller_id'),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The user who made the move (an approval, a rejection); null when a job or the bank's answer did. */
    changedBy: uuid('changed_by'),
  },
  (table) => [index('status_changes_entity_idx').on(table.entity, table.entityId, table.changedAt)],
);
