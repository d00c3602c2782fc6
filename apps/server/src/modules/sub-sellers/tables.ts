import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PixKeyType, SplitPaymentType, SplitStatus } from '@cofre/contract';
import { sellers } from '../sellers/tables.js';

/**
 * A seller's sub-seller: a partner who receives a share of split sales (docs/sub-sellers.md). Its
 * registration as a recipient at the acquirer is asynchronous: PENDING, then ACTIVE or INACTIVE with
 * the acquirer's reason.
 */
export const subSellers = pgTable(
  'sub_sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    documentType: text('document_type').$type<'CPF' | 'CNPJ'>().notNull(),
    /** Digits only. */
    document: text('document').notNull(),
    description: text('description'),
    openingDate: date('opening_date'),
    birthdate: date('birthdate'),
    ownerName: text('owner_name'),
    ownerDocument: text('owner_document'),
    paymentType: text('payment_type').$type<SplitPaymentType>().notNull(),
    /** Centavos (FIXED) or basis points of the sale (PERCENTAGE). */
    paymentValue: integer('payment_value').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    zipCode: text('zip_code').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    bank: text('bank').notNull(),
    issuer: text('issuer').notNull(),
    issuerDigit: text('issuer_digit'),
    accountNumber: text('account_number').notNull(),
    bankDigit: text('bank_digit').notNull(),
    accountType: text('account_type').$type<'CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT'>().notNull(),
    pixKeyType: text('pix_key_type').$type<PixKeyType>().notNull(),
    pixKey: text('pix_key').notNull(),
    /** The seller's switch: an inactive sub-seller is refused on new links (existing ones keep paying out). */
    isActive: boolean('is_active').notNull().default(true),
    splitStatus: text('split_status').$type<SplitStatus>().notNull(),
    splitStatusReason: text('split_status_reason'),
    /**
     * The registration sent to the acquirer: our reference, written before the call (a lost answer is
     * looked up by it; a request that never arrived is sent again with it). Null before the first send.
     */
    registrationReference: text('registration_reference'),
    registrationSentAt: timestamp('registration_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sub_sellers_payment_check', sql`${table.paymentType} = 'FIXED' or ${table.paymentValue} <= 10000`),
    check('sub_sellers_payment_value_check', sql`${table.paymentValue} >= 0`),
    check('sub_sellers_split_status_check', sql`${table.splitStatus} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
    check('sub_sellers_document_type_check', sql`${table.documentType} in ('CPF', 'CNPJ')`),
    check('sub_sellers_pix_key_type_check', sql`${table.pixKeyType} in ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP')`),
    uniqueIndex('sub_sellers_document_idx').on(table.sellerId, table.document),
    index('sub_sellers_name_idx').on(table.sellerId, table.nameSearch, table.id),
    // 'Buscar por nome' anywhere in the name, as the clients' search.
    index('sub_sellers_search_idx').using('gin', table.sellerId, table.nameSearch.op('gin_trgm_ops')),
    index('sub_sellers_pending_idx')
      .on(table.registrationSentAt)
      .where(sql`${table.splitStatus} = 'PENDING'`),
  ],
);

export type SubSellerRecord = typeof subSellers.$inferSelect;

/**
 * The columns of one sub-seller's share of a sale, as a link (payment_link_splits) and a charge
 * (charge_split_shares) keep it: its place in the list, the sub-seller, centavos or basis points.
 */
export const splitShareColumns = () => ({
  position: integer('position').notNull(),
  subSellerId: uuid('sub_seller_id')
    .notNull()
    .references(() => subSellers.id),
  paymentType: text('payment_type').$type<SplitPaymentType>().notNull(),
  /** Centavos (FIXED) or basis points of the value (PERCENTAGE). */
  paymentValue: integer('payment_value').notNull(),
});

/** A share is positive, and a percentage at most 100 %. */
export const splitShareValueCheck = (table: { paymentType: AnyColumn; paymentValue: AnyColumn }) =>
  sql`${table.paymentValue} > 0 and (${table.paymentType} = 'FIXED' or ${table.paymentValue} <= 10000)`;
