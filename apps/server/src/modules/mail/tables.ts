import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES } from '@cofre/contract';
import { statusCheck } from '../../db/columns.js';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/** Every e-mail is written here first and sent by the mail.send job. Bodies are cleared once sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The seller's name as the sender's (a billing notice); the platform's address stays the sender. */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    /** A hidden copy (Cco): the seller's own copy of a billing notice. */
    bcc: text('bcc'),
    text: text('text'),
    html: text('html'),
    /** Files sent with the message (invoice PDF and XML), cleared with the bodies once sent. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_status_idx').on(table.status, table.createdAt),
    statusCheck('mail_outbox_status_check', table.status, LIFECYCLES.mail.statuses),
  ],
);
