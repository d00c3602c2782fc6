import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail is written here first and sent by the mail.send job. Bodies are cleared once sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_status_idx').on(table.status, table.createdAt)],
);
