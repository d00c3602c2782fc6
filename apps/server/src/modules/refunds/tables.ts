import { money } from '../../db/columns.js';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

export type RefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/**
 * Money given back to a buyer. Booked (ledger, charge total) when requested, PENDING until the
 * acquirer confirms; a refusal books the reversing entry and marks it FAILED.
 */
export const chargeRefunds = pgTable(
  'charge_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    amount: money('amount_cents').notNull(),
    asFraud: boolean('as_fraud').notNull().default(false),
    status: text('status').$type<RefundStatus>().notNull(),
    acquirerReference: text('acquirer_reference'),
    /** The ledger entry that booked it: a refusal reverses exactly this entry. */
    entryId: uuid('entry_id').notNull(),
    failureCode: text('failure_code'),
    userId: uuid('user_id'),
    /** The Idempotency-Key of the request: a retried request finds this refund instead of making another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When reconciliation last asked the acquirer about it (PENDING only). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    index('charge_refunds_charge_idx').on(table.chargeId, table.createdAt),
    uniqueIndex('charge_refunds_idempotency_idx')
      .on(table.sellerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('charge_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('charge_refunds_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
    check('charge_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);
