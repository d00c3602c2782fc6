import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';

/**
 * A seller's hosted-checkout identity (spec 2 §3 Checkout): one per seller. The subdomain is stored
 * lower-cased and is unique across every seller, so two sellers claiming it at once leave one winner.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    title: text('title').notNull(),
    description: text('description'),
    subdomain: text('subdomain').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('checkouts_seller_uq').on(table.sellerId),
    uniqueIndex('checkouts_subdomain_uq').on(table.subdomain),
    check('checkouts_subdomain_shape', sql`${table.subdomain} ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$'`),
  ],
);
