import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox issuer's cards (not ours: what a real issuer would keep), by our reference. */
export const sandboxIssuedCards = pgTable('sandbox_issued_cards', {
  reference: text('reference').primaryKey(),
  name: text('name').notNull(),
  /** false: a request on its way that never arrived (the sandbox's lost request). */
  received: boolean('received').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
