import { bigint, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

/** A card-network dispute of a paid charge; at most one per charge. */
export const chargeDisputes = pgTable('charge_disputes', {
  chargeId: uuid('charge_id')
    .primaryKey()
    .references(() => charges.id),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => sellers.id),
  status: text('status').$type<'OPEN' | 'WON' | 'LOST'>().notNull(),
  reasonCode: text('reason_code').notNull(),
  /** Centavos held from the seller while open. */
  amount: bigint('amount_cents', { mode: 'number' }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  deadline: date('deadline').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
