import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClientAddress, ClientDocumentType } from '@cofre/contract';
import { sellers } from '../sellers/tables.js';

/** A seller's customer (spec 1 §3 "Client (seller-client)"). */
export const sellerClients = pgTable(
  'seller_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    name: text('name').notNull(),
    tradeName: text('trade_name'),
    /** CPF digits, CNPJ (numeric or alphanumeric) upper case, or a foreign document as typed. */
    documentNumber: text('document_number').notNull(),
    documentType: text('document_type').$type<ClientDocumentType>().notNull(),
    /** ISO 3166 alpha-2 country that issued the document. */
    documentNation: text('document_nation').notNull(),
    email: text('email').notNull(),
    alternativeEmail: text('alternative_email'),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** Null: the seller's own address is used. */
    address: jsonb('address').$type<ClientAddress>(),
    /** Accent- and case-free name; the list is ordered by it (collation "C", so it is stable everywhere). */
    sortName: text('sort_name').notNull(),
    /** Accent- and case-free name, trade name, document (bare and masked) and e-mails, for the trigram search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('seller_clients_document_uq').on(table.sellerId, table.documentNation, table.documentNumber),
    // The migration adds INCLUDE (search_text), which Drizzle cannot express: a common search term
    // then walks this index in name order without touching the table (index-only scan + filter).
    index('seller_clients_sort_idx').on(table.sellerId, sql`${table.sortName} COLLATE "C"`, table.id),
    // A pasted e-mail is answered by equality before the trigram index (whose many common trigrams,
    // '.com', 'exemplo', make whole addresses its slowest search).
    index('seller_clients_email_idx').on(table.sellerId, table.email),
    index('seller_clients_search_idx').using('gin', table.sellerId, table.searchText.op('gin_trgm_ops')),
  ],
);

/** How many clients each seller has: the unfiltered list's total without counting 100,000 rows. */
export const sellerClientCounts = pgTable('seller_client_counts', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  total: integer('total').notNull(),
});
