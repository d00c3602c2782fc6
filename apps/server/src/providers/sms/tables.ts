import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The sandbox's SMS outbox (not ours: what a real SMS gateway would have delivered), read on the sandbox page. */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sandbox_sms_messages_reference_idx').on(table.reference, table.sentAt)],
);
