import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** Null: for every user of the seller. */
    userId: uuid('user_id'),
    type: text('type').notNull(),
    variables: jsonb('variables').$type<Array<{ name: string; value: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_seller_created_idx').on(table.sellerId, table.createdAt.desc())],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

/**
 * "Marcar todas como lidas": every notification the user could see up to `readThrough` (the newest
 * one's created_at at that moment) is read. One row per user instead of one per notification, so
 * the unread count walks only what came after it (queries.ts).
 */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    userId: uuid('user_id').notNull(),
    readThrough: timestamp('read_through', { withTimezone: true }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.userId] })],
);
