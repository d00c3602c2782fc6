import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LIFECYCLES,
  PIX_COST_CENTERS,
  PIX_FAVORITE_ACCOUNT_TYPES,
  PIX_REJECTION_REASONS,
  type PixCostCenter,
  type PixFavoriteAccountType,
  type PixKeyType,
  type PixPaymentStatus,
  type PixRejectionReason,
} from '@cofre/contract';
import { inValues, money, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/index.js';
import { users } from '../users/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A Pix paid out of the seller's account (docs/payments.md). Written before any money moves; each
 * status move goes through `transition()` and its history. `end_to_end_id` is ours and unique: the
 * bank treats a repeated one (and our id, the reference) as the same Pix.
 */
export const pixPayments = pgTable(
  'pix_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<PixPaymentStatus>().notNull(),
    key: text('key').notNull(),
    keyType: text('key_type').$type<PixKeyType>().notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Masked (`***.456.789-**`): the full document never leaves the directory's answer. */
    recipientDocument: text('recipient_document').notNull(),
    recipientIspb: text('recipient_ispb').notNull(),
    recipientBank: text('recipient_bank').notNull(),
    favoriteNickname: text('favorite_nickname'),
    amount: money('amount_cents').notNull(),
    paymentDate: date('payment_date').notNull(),
    costCenter: text('cost_center').$type<PixCostCenter>().notNull(),
    description: text('description'),
    /** `searchableText` of the recipient, key, description and nickname: what the list's search matches. */
    searchText: text('search_text').notNull(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: at('submitted_at').notNull(),
    /** Whether the policy (or the submitter's role) asked for a second person when it was submitted. */
    approvalRequired: boolean('approval_required').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    rejectedAt: at('rejected_at'),
    rejectionReason: text('rejection_reason').$type<PixRejectionReason>(),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: at('cancelled_at'),
    notes: text('notes'),
    /** Set with the debit, before the bank is asked. */
    endToEndId: text('end_to_end_id'),
    entryId: uuid('entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    /** When the bank took it (an answer came back); null while processing with the answer unknown. */
    bankAcceptedAt: at('bank_accepted_at'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    checkedAt: at('checked_at'),
    completedAt: at('completed_at'),
    idempotencyKey: text('idempotency_key'),
    /** Set when the payment is a line of a CNAB batch (modules/payment-batches): one payment per line. */
    batchId: uuid('batch_id'),
    batchLine: integer('batch_line'),
  },
  (table) => [
    statusCheck('pix_payments_status_check', table.status, LIFECYCLES.pixPayment.statuses),
    check('pix_payments_amount_check', sql`${table.amount} > 0`),
    check('pix_payments_cost_center_check', sql`${table.costCenter} in (${inValues(PIX_COST_CENTERS)})`),
    check(
      'pix_payments_reason_check',
      sql`${table.rejectionReason} is null or ${table.rejectionReason} in (${inValues(PIX_REJECTION_REASONS)})`,
    ),
    // Money moved means an end-to-end id and its entry; a reversal only after a debit.
    check(
      'pix_payments_debit_check',
      sql`${table.status} not in ('processing', 'completed') or (${table.endToEndId} is not null and ${table.entryId} is not null)`,
    ),
    check('pix_payments_reversal_check', sql`${table.reversalEntryId} is null or ${table.entryId} is not null`),
    // D3 held by the database too: a payment that needed a second person is never approved by its submitter.
    check(
      'pix_payments_four_eyes_check',
      sql`not ${table.approvalRequired} or ${table.approvedBy} is null or ${table.approvedBy} <> ${table.submittedBy}`,
    ),
    uniqueIndex('pix_payments_end_to_end_uq').on(table.endToEndId),
    uniqueIndex('pix_payments_idempotency_uq').on(table.sellerId, table.idempotencyKey),
    uniqueIndex('pix_payments_batch_line_uq').on(table.batchId, table.batchLine),
    // The list: newest first per seller, and per status.
    index('pix_payments_seller_idx').on(table.sellerId, table.submittedAt, table.id),
    index('pix_payments_seller_status_idx').on(table.sellerId, table.status, table.submittedAt),
    // Trigrams alone, not (seller, trigrams): one seller's posting list is every row it has, and
    // intersecting it cost a 100,000-payment seller's search twice the time (docs/payments.md, "Measured").
    index('pix_payments_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The jobs: scheduled payments by day, processing ones to reconcile.
    index('pix_payments_scheduled_idx')
      .on(table.paymentDate)
      .where(sql`${table.status} = 'scheduled'`),
    index('pix_payments_processing_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'processing'`),
  ],
);

/**
 * How many payments, and how much, per seller, status and cost centre: the approval list's tiles and
 * its total without reading every payment (100,000 of them answer in milliseconds). Written only by
 * the statement triggers on `pix_payments` (migration 0031), in the transaction of the change.
 */
export const pixPaymentTotals = pgTable(
  'pix_payment_totals',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<PixPaymentStatus>().notNull(),
    costCenter: text('cost_center').$type<PixCostCenter>().notNull(),
    count: integer('count').notNull(),
    amount: money('amount_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.status, table.costCenter] }),
    statusCheck('pix_payment_totals_status_check', table.status, LIFECYCLES.pixPayment.statuses),
  ],
);

/** Whether a seller's Pix payments need a second person (D3), and from which amount. */
export const pixApprovalPolicies = pgTable('pix_approval_policies', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  required: boolean('required').notNull(),
  threshold: money('threshold_cents').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The directory's answer for a key, reused between the review and the payment (the central bank
 * rate-limits lookups). Per seller: one seller's lookups never answer another's.
 */
export const pixKeyLookups = pgTable(
  'pix_key_lookups',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    key: text('key').notNull(),
    /** `{ found: false }` or the holder (name, document digits, ISPB, bank name). */
    answer: jsonb('answer').notNull(),
    lookedUpAt: at('looked_up_at').notNull(),
  },
  (table) => [uniqueIndex('pix_key_lookups_uq').on(table.sellerId, table.key)],
);

/** The seller's Pix favorites (spec 4 §3 'PIX favorite'): one per key. */
export const pixFavorites = pgTable(
  'pix_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    nickname: text('nickname').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryDocument: text('beneficiary_document'),
    key: text('key').notNull(),
    keyType: text('key_type').$type<PixKeyType>().notNull(),
    bank: text('bank'),
    agency: text('agency'),
    account: text('account'),
    accountType: text('account_type').$type<PixFavoriteAccountType>(),
    notes: text('notes'),
    /** `searchableText` of the nickname, name and key: what the list's search matches. */
    searchText: text('search_text').notNull(),
    /** The nickname and the name accent- and case-free: what the list sorts by ('Água' before 'Motoboy'). */
    nicknameSort: text('nickname_sort').notNull(),
    nameSort: text('name_sort').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    check(
      'pix_favorites_account_type_check',
      sql`${table.accountType} is null or ${table.accountType} in (${inValues(PIX_FAVORITE_ACCOUNT_TYPES)})`,
    ),
    uniqueIndex('pix_favorites_key_uq').on(table.sellerId, table.key),
    index('pix_favorites_nickname_idx').on(table.sellerId, table.nicknameSort),
    index('pix_favorites_search_idx').using('gin', table.sellerId, table.searchText.op('gin_trgm_ops')),
  ],
);

// The boleto payments' table lives in its own file; drizzle-kit reads the module's tables from here.
export { boletoPayments } from './boleto-tables.js';
