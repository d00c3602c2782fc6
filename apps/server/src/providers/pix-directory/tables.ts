import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox directory's own memory (not ours): the keys it holds, by key, with the account they
 * point at, and every request it received by reference with the answer it gave.
 */
export const sandboxDictKeys = pgTable(
  'sandbox_dict_keys',
  {
    key: text('key').notNull(),
    /** 'bank/agency/number-digit' of the account the key points at. */
    account: text('account').notNull(),
    reference: text('reference').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A key points at one account at a time: the DICT's own rule.
    uniqueIndex('sandbox_dict_keys_live_uq')
      .on(table.key)
      .where(sql`${table.deletedAt} is null`),
    index('sandbox_dict_keys_account_idx').on(table.account),
  ],
);

export const sandboxDictRequests = pgTable('sandbox_dict_requests', {
  reference: text('reference').primaryKey(),
  /** False for a request 'lost on the way in': invisible until it is sent again. */
  received: boolean('received').notNull(),
  answer: jsonb('answer'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
