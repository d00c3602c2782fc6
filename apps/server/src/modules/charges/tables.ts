import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, NO_CENTS, statusCheck } from '../../db/columns.js';
import { CHARGE_STATUSES, LIFECYCLES } from '@cofre/contract';
import type { ChargeChangeStatus, ChargeStatus, PaymentMethod } from '@cofre/contract';
import { sellers } from '../sellers/tables.js';
import { splitShareColumns, splitShareValueCheck } from '../sub-sellers/tables.js';

/** A charge (spec 1 §3 "Charge"): what a buyer owes a seller and how it is being paid. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    title: text('title').notNull(),
    description: text('description'),
    value: money('value_cents').notNull(),
    installments: integer('installments').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<ChargeStatus>().notNull(),
    expirationDate: date('expiration_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** São Paulo date of paidAt: the paid-date filter and sort read it. */
    paidDate: date('paid_date'),
    /** Fine and interest charged when a late boleto was paid (centavos). */
    interest: money('interest_cents').notNull().default(NO_CENTS),
    fineBp: integer('fine_bp').notNull().default(0),
    interestMonthlyBp: integer('interest_monthly_bp').notNull().default(0),
    /** Provider fee booked when the charge was paid. */
    fee: money('fee_cents').notNull().default(NO_CENTS),
    refunded: money('refunded_cents').notNull().default(NO_CENTS),
    customerName: text('customer_name').notNull(),
    /** CPF/CNPJ, digits (alphanumeric CNPJ upper case). The client is found by it (spec: customerId derived by document). */
    customerDocument: text('customer_document').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerCountryCode: text('customer_country_code').notNull(),
    /** Accent- and case-free customer name, for the trigram search. */
    nameSearch: text('name_search').notNull(),
    /** Accent- and case-free title. */
    titleSearch: text('title_search').notNull(),
    paymentLinkId: uuid('payment_link_id'),
    /** The subscription cycle this charge bills (modules/subscriptions): one charge per cycle. */
    subscriptionId: uuid('subscription_id'),
    subscriptionCycle: integer('subscription_cycle'),
    /** Acquirer vault reference for later card attempts; never the card number. */
    cardToken: text('card_token'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    cardHolder: text('card_holder'),
    challengeId: text('challenge_id'),
    boletoLine: text('boleto_line'),
    boletoBarcode: text('boleto_barcode'),
    boletoOurNumber: text('boleto_our_number'),
    pixCopyPaste: text('pix_copy_paste'),
    /** PNG data URL of the Pix QR code, drawn once when the charge is created. */
    pixQrImage: text('pix_qr_image'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    errorAt: timestamp('error_at', { withTimezone: true }),
    chargebackDeadline: date('chargeback_deadline'),
    /** The Idempotency-Key of the request that created it: a retried request finds this charge. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The secret of the buyer's page of this charge (`/cobranca/{token}`): 128 random bits drawn by
     * the database, so no insert can forget it.
     */
    pageToken: text('page_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Times the due date or value changed: each change issues the boleto or Pix under a new reference. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('charges_idempotency_idx')
      .on(table.sellerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('charges_status_check', sql.raw(`status in (${CHARGE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'charges_amounts_check',
      sql`${table.value} >= 0 and ${table.fee} >= 0 and ${table.interest} >= 0 and ${table.refunded} >= 0 and ${table.refunded} <= ${table.value}`,
    ),
    // One index per sort (and per sort within a status tab), each ending in id for a stable order.
    // The migration adds INCLUDE (name_search, title_search, payment_method, status), which Drizzle
    // cannot express: a broad name search with a due range and a method walks this index alone.
    index('charges_expiration_idx').on(table.sellerId, table.expirationDate, table.id),
    index('charges_status_expiration_idx').on(table.sellerId, table.status, table.expirationDate, table.id),
    index('charges_paid_idx')
      .on(table.sellerId, table.paidDate, table.id)
      .where(sql`${table.paidDate} is not null`),
    index('charges_value_idx').on(table.sellerId, table.value, table.id),
    index('charges_created_idx').on(table.sellerId, table.createdAt, table.id),
    index('charges_document_idx').on(table.sellerId, sql`${table.customerDocument} COLLATE "C"`),
    index('charges_email_idx').on(table.sellerId, sql`lower(${table.customerEmail}) COLLATE "C"`),
    index('charges_name_prefix_idx').on(table.sellerId, sql`${table.nameSearch} COLLATE "C"`),
    index('charges_title_idx').on(table.sellerId, sql`${table.titleSearch} COLLATE "C"`),
    uniqueIndex('charges_subscription_cycle_idx')
      .on(table.subscriptionId, table.subscriptionCycle)
      .where(sql`${table.subscriptionId} is not null`),
    check(
      'charges_subscription_cycle_check',
      sql`(${table.subscriptionId} is null) = (${table.subscriptionCycle} is null)`,
    ),
    index('charges_payment_link_idx')
      .on(table.sellerId, table.paymentLinkId)
      .where(sql`${table.paymentLinkId} is not null`),
    // The daily jobs look for open charges by date across sellers.
    index('charges_open_due_idx')
      .on(table.expirationDate)
      .where(sql`${table.status} = 'SCHEDULED'`),
    // The dunning run (modules/notices) reads unpaid charges by method and due date, across sellers.
    index('charges_unpaid_due_idx')
      .on(table.paymentMethod, table.expirationDate)
      .where(sql`${table.status} in ('SCHEDULED', 'LATE')`),
    index('charges_challenge_idx')
      .on(table.challengeId)
      .where(sql`${table.challengeId} is not null`),
    uniqueIndex('charges_page_token_idx').on(table.pageToken),
  ],
);

/** What happened to a charge besides its payments: changes of due date or value, and sends to the buyer. */
export const chargeHistory = pgTable(
  'charge_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    kind: text('kind').$type<'CHANGED' | 'SENT'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null when no user did it (an integration's API key, a job). */
    userId: uuid('user_id'),
    previousExpirationDate: date('previous_expiration_date'),
    expirationDate: date('expiration_date'),
    previousValue: money('previous_value_cents'),
    value: money('value_cents'),
    sentTo: text('sent_to'),
  },
  (table) => [
    index('charge_history_charge_idx').on(table.chargeId, table.at),
    check('charge_history_kind_check', sql`${table.kind} in ('CHANGED', 'SENT')`),
  ],
);

/**
 * 'Alterar cobrança' between its two transactions (changes.ts): the intent is written, with the
 * revision it reserves, before the acquirer issues the new boleto or Pix, so a crash leaves a
 * REQUESTED row a job finishes instead of an issued instrument nobody knows of. A revision is
 * reserved once (unique per charge): an abandoned one is never issued again with other values.
 */
export const chargeChangeIntents = pgTable(
  'charge_change_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    /** The charge's revision when the change was asked: a charge that moved on is not changed. */
    fromRevision: integer('from_revision').notNull(),
    revision: integer('revision').notNull(),
    value: money('value_cents').notNull(),
    expirationDate: date('expiration_date').notNull(),
    /** Null when no user asked (an integration's API key). */
    userId: uuid('user_id'),
    status: text('status').$type<ChargeChangeStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('charge_change_intents_revision_uq').on(table.chargeId, table.revision),
    // One change at a time per charge: a second one while the first is with the acquirer is refused.
    uniqueIndex('charge_change_intents_open_uq')
      .on(table.chargeId)
      .where(sql`${table.status} = 'REQUESTED'`),
    index('charge_change_intents_requested_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'REQUESTED'`),
    statusCheck('charge_change_intents_status_check', table.status, LIFECYCLES.chargeChange.statuses),
  ],
);

/** Each card authorization tried for a charge (the billing-attempts history). */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** PROCESSING is claimed before the acquirer is called: its id is the reference sent there. */
    status: text('status').$type<'APPROVED' | 'FAILED' | 'PENDING_3DS' | 'PROCESSING'>().notNull(),
    value: money('value_cents').notNull(),
    expirationDate: date('expiration_date').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    challengeId: text('challenge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('charge_attempts_charge_idx').on(table.chargeId, table.createdAt),
    index('charge_attempts_challenge_idx')
      .on(table.challengeId)
      .where(sql`${table.challengeId} is not null`),
    // One authorization in flight per charge: two concurrent attempts can never both reach the acquirer.
    uniqueIndex('charge_attempts_open_idx')
      .on(table.chargeId)
      .where(sql`${table.status} in ('PROCESSING', 'PENDING_3DS')`),
    // Reconciliation walks the attempts whose outcome is unknown.
    index('charge_attempts_processing_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PROCESSING'`),
    check('charge_attempts_status_check', sql`${table.status} in ('APPROVED', 'FAILED', 'PENDING_3DS', 'PROCESSING')`),
  ],
);

/** Charges per seller and status, kept in the transaction that changes a status: tab totals without counting a million rows. */
export const chargeCounts = pgTable(
  'charge_counts',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<ChargeStatus>().notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.status] })],
);

/** A seller's default fine and interest for late boletos (the payment-method settings edit them); absent → legal defaults. */
export const sellerBoletoTerms = pgTable(
  'seller_boleto_terms',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id),
    fineBp: integer('fine_bp').notNull(),
    interestMonthlyBp: integer('interest_monthly_bp').notNull(),
    /** Switched off, the item charges nothing; its percentage is kept for when it is switched on. */
    fineEnabled: boolean('fine_enabled').notNull().default(true),
    interestEnabled: boolean('interest_enabled').notNull().default(true),
  },
  (table) => [
    check(
      'seller_boleto_terms_range_check',
      sql`${table.fineBp} between 0 and 10000 and ${table.interestMonthlyBp} between 0 and 10000`,
    ),
  ],
);

/**
 * The distinct values a search runs on, with how many charges carry each: buyers (document and
 * accent-free name) and titles. A search finds the values here, in a table as small as the seller's
 * customer base or catalogue, then their charges by an index; the count tells the list whether to
 * fetch them by that index (few charges) or to walk its sort order and filter (many).
 */
export const chargeCustomers = pgTable(
  'charge_customers',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    document: text('document').notNull(),
    nameSearch: text('name_search').notNull(),
    charges: integer('charges').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.document, table.nameSearch] }),
    index('charge_customers_name_idx').using('gin', table.sellerId, table.nameSearch.op('gin_trgm_ops')),
  ],
);

export const chargeTitles = pgTable(
  'charge_titles',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    titleSearch: text('title_search').notNull(),
    charges: integer('charges').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.titleSearch] }),
    index('charge_titles_search_idx').using('gin', table.sellerId, table.titleSearch.op('gin_trgm_ops')),
  ],
);

/**
 * The split a charge was sold with (copied from its link when the charge is made, so editing the
 * link later never changes a sale): each sub-seller's share, booked when the charge is paid.
 */
export const chargeSplitShares = pgTable(
  'charge_split_shares',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    ...splitShareColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.chargeId, table.position] }),
    check('charge_split_shares_value', splitShareValueCheck(table)),
  ],
);
