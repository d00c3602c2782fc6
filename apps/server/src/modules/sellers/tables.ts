import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BANKING_TYPES, type ClientAddress } from '@cofre/contract';

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tradeName: text('trade_name'),
    /** CNPJ or CPF, digits only (alphanumeric CNPJ allowed). */
    document: text('document').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The seller's address (printed as the beneficiary's on boletos); null until the seller gives it. */
    address: jsonb('address').$type<ClientAddress>(),
    /** Spec 3 §3's vocabulary (BankingType); migration 0010 renamed the old 'EXTERNAL' to SELLER_BANKING. */
    bankingType: text('banking_type', { enum: BANKING_TYPES }).notNull().default('BARTE_BANKING'),
    isActiveForTax: boolean('is_active_for_tax').notNull().default(false),
    mixedInstallment: boolean('mixed_installment').notNull().default(false),
    /** Set by an operator; the shell shows the blocked banner while it is present. */
    blockReason: text('block_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sellers_banking_type_check', sql`${table.bankingType} in ('BARTE_BANKING', 'SELLER_BANKING')`)],
);

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

/**
 * What a new payment link starts with (spec 3 'Seller default settings', D9): per-seller data, set by
 * an operator and, later, by the payment-methods settings screen. No row: every method on, 12
 * instalments for a one-off link and 10 for a quick link (spec 2 §9).
 */
export const sellerPaymentDefaults = pgTable('seller_payment_defaults', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  enableBankSlip: boolean('enable_bank_slip').notNull(),
  enableCreditCard: boolean('enable_credit_card').notNull(),
  enablePix: boolean('enable_pix').notNull(),
  enableSplit: boolean('enable_split').notNull(),
  defaultInstallments: integer('default_installments').notNull(),
  defaultFastInstallments: integer('default_fast_installments').notNull(),
});
