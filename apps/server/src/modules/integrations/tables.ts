import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';

/**
 * A seller's API key ('Chaves API'): only the SHA-256 of the secret is kept, with a preview of its
 * prefix and last four characters for the list (docs/integrations.md).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    title: text('title').notNull(),
    keyHash: text('key_hash').notNull(),
    preview: text('preview').notNull(),
    active: boolean('active').notNull().default(true),
    /** The user who created it: the author of what the key does (audit, charge history). */
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.keyHash),
    index('api_keys_seller_idx').on(table.sellerId, table.createdAt),
  ],
);
