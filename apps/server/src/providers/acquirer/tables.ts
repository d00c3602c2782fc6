import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox acquirer's own memory (not ours): every authorization and refund it received, by our
 * reference, so it can answer status queries and treat a repeated reference as the same operation,
 * across restarts of our server. A real acquirer keeps this on its side.
 */
export const sandboxAcquirerOperations = pgTable('sandbox_acquirer_operations', {
  reference: text('reference').primaryKey(),
  kind: text('kind').$type<'AUTHORIZATION' | 'REFUND' | 'RECIPIENT'>().notNull(),
  result: jsonb('result'),
  /** False for a request the sandbox 'lost on the way in': not processed, not visible to status queries. */
  received: boolean('received').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
