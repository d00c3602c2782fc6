import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClientAddress } from '@cofre/contract';

export const sellers = pgTable('sellers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tradeName: text('trade_name'),
  /** CNPJ or CPF, digits only (alphanumeric CNPJ allowed). */
  document: text('document').notNull().unique(),
  email: text('email').notNull(),
  phone: text('phone'),
  /** The seller's address (printed as the beneficiary's on boletos); null until the seller gives it. */
  address: jsonb('address').$type<ClientAddress>(),
  bankingType: text('banking_type', { enum: ['BARTE_BANKING', 'EXTERNAL'] })
    .notNull()
    .default('BARTE_BANKING'),
  isActiveForTax: boolean('is_active_for_tax').notNull().default(false),
  mixedInstallment: boolean('mixed_installment').notNull().default(false),
  /** Set by an operator; the shell shows the blocked banner while it is present. */
  blockReason: text('block_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellerFeatures = pgTable(
  'seller_features',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    feature: text('feature').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.feature] })],
);

export const termsVersions = pgTable('terms_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: text('version').notNull().unique(),
  url: text('url').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id),
    userId: uuid('user_id').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.termsVersionId] }),
    index('terms_acceptances_version_idx').on(table.termsVersionId),
  ],
);
