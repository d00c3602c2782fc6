import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    amount: bigint('amount_cents', { mode: 'number' }).notNull(),
    asFraud: boolean('as_fraud').notNull().default(false),
    status: text('status').$type<RefundStatus>().notNull(),
    acquirerReference: text('acquirer_reference'),
    failureCode: text('failure_code'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('charge_refunds_charge_idx').on(table.chargeId, table.createdAt)],
);
