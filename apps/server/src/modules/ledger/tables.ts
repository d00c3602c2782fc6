import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, NO_CENTS } from '../../db/columns.js';
import type { PaymentMethod, ReceivableStatus, StatementType } from '@cofre/contract';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';
import { subSellers } from '../sub-sellers/tables.js';

export const ACCOUNT_KINDS = [
  /** Seller: paid charges not yet settled (to be released). */
  'SELLER_RECEIVABLE',
  /** Seller: settled money the seller may withdraw. */
  'SELLER_AVAILABLE',
  /** Platform: what buyers paid in through the acquirer (card networks, boleto banks, Pix). */
  'PLATFORM_ACQUIRER_CLEARING',
  /** Platform: fees kept by the provider. */
  'PLATFORM_FEE_REVENUE',
  /** Seller: money held while a card dispute is open. */
  'SELLER_DISPUTE_HELD',
  /** Platform: withdrawals sent to the sellers' banks (out of the sellers' available balances). */
  'PLATFORM_PAYOUT_CLEARING',
  /** Platform: anticipation fees (the provider's revenue for paying receivables early). */
  'PLATFORM_ANTICIPATION_REVENUE',
  /** Platform: Pix payments sent out of the sellers' available balances (PIX_PAYMENT entries; ledger/pix-usage.ts). */
  'PLATFORM_PIX_OUT_CLEARING',
  /** Platform: boletos and utility bills paid out of the sellers' available balances (BOLETO_PAYMENT entries). */
  'PLATFORM_BOLETO_OUT_CLEARING',
  /** Platform: corporate card purchases approved out of the sellers' available balances (CARD_PURCHASE entries). */
  'PLATFORM_CARD_CLEARING',
  /** A seller's sub-seller: its share of split sales not yet settled. */
  'SUB_SELLER_RECEIVABLE',
  /** A seller's sub-seller: settled shares, paid out by the acquirer to the sub-seller's own account. */
  'SUB_SELLER_AVAILABLE',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An account of the double-entry ledger; the balance is a cache of its postings (checked by the invariants). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for platform accounts. */
    sellerId: uuid('seller_id').references(() => sellers.id),
    /** Set on a sub-seller's accounts (SUB_SELLER_*), which belong to the seller's tenant. */
    subSellerId: uuid('sub_seller_id').references(() => subSellers.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: money('balance_cents').notNull().default(NO_CENTS),
  },
  (table) => [
    unique('ledger_accounts_owner_uq').on(table.sellerId, table.subSellerId, table.kind).nullsNotDistinct(),
    check(
      'ledger_accounts_sub_seller_kind',
      sql`(${table.subSellerId} is not null) = (${table.kind} in ('SUB_SELLER_RECEIVABLE', 'SUB_SELLER_AVAILABLE'))`,
    ),
  ],
);

/** One business event that moves money; append-only. Its postings sum to zero. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => sellers.id),
    kind: text('kind').notNull(),
    chargeId: uuid('charge_id').references(() => charges.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('journal_entries_charge_idx').on(table.chargeId),
    // The Pix limit check sums one seller's Pix entries of one period (ledger/pix-usage.ts).
    index('journal_entries_pix_out_idx')
      .on(table.sellerId, table.occurredAt)
      .where(sql`${table.kind} in ('PIX_PAYMENT', 'PIX_PAYMENT_RETURNED')`),
  ],
);

/**
 * A line of an entry. Positive amounts increase what the account holds. Postings the seller sees in
 * the statement carry a statement type and the date the money is (to be) cleared.
 */
export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount_cents').notNull(),
    effectiveDate: date('effective_date').notNull(),
    sellerId: uuid('seller_id'),
    statementType: text('statement_type').$type<StatementType>(),
    operation: text('operation'),
    chargeId: uuid('charge_id'),
    /** The seller's receivable, or (with subSellerId) the sub-seller's receivable, this line moves. */
    receivableId: uuid('receivable_id'),
    /** Set on a sub-seller's lines: the statement lists them beneath their charge's row. */
    subSellerId: uuid('sub_seller_id'),
  },
  (table) => [
    index('postings_entry_idx').on(table.entryId),
    index('postings_account_idx').on(table.accountId),
    // Ascending, read backwards for 'newest first': DESC NULLS FIRST is exactly the backward order.
    index('postings_statement_idx')
      .on(table.sellerId, table.effectiveDate, table.id)
      .where(sql`${table.statementType} is not null`),
    index('postings_charge_statement_idx')
      .on(table.chargeId)
      .where(sql`${table.statementType} is not null`),
    // A split sale's sub-seller lines: what each still holds (refunds) and the statement's split rows.
    index('postings_charge_sub_seller_idx')
      .on(table.chargeId, table.entryId)
      .where(sql`${table.subSellerId} is not null`),
  ],
);

/** What a paid charge will settle to the seller, one per instalment, with its settlement date. */
export const receivables = pgTable(
  'receivables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    installment: integer('installment').notNull(),
    installments: integer('installments').notNull(),
    gross: money('gross_cents').notNull(),
    fee: money('fee_cents').notNull(),
    net: money('net_cents').notNull(),
    /** What of this instalment goes to sub-sellers (split sales): net = gross − fee − split. */
    split: money('split_cents').notNull().default(NO_CENTS),
    /** Part of net taken back by refunds or a dispute before release; the release moves net minus this. */
    reversed: money('reversed_cents').notNull().default(NO_CENTS),
    settlementDate: date('settlement_date').notNull(),
    status: text('status').$type<ReceivableStatus>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    check('receivables_amounts_check', sql`${table.reversed} >= 0 and ${table.reversed} <= ${table.net}`),
    check(
      'receivables_split_check',
      sql`${table.split} >= 0 and ${table.net} = ${table.gross} - ${table.fee} - ${table.split}`,
    ),
    check('receivables_status_check', sql`${table.status} in ('PENDING', 'RELEASED', 'REVERSED', 'ANTICIPATED')`),
    // What the balance and anticipation read: a seller's pending receivables by settlement date.
    index('receivables_seller_pending_idx')
      .on(table.sellerId, table.settlementDate)
      .where(sql`${table.status} = 'PENDING'`),
    index('receivables_charge_idx').on(table.chargeId, table.installment),
    index('receivables_due_idx')
      .on(table.settlementDate)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** A seller's own prices, when they differ from the defaults (prices.ts). */
export const sellerPrices = pgTable(
  'seller_prices',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    installments: integer('installments').notNull(),
    rateBp: integer('rate_bp').notNull(),
    fixedCents: integer('fixed_cents').notNull(),
    settlementDays: integer('settlement_days').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.paymentMethod, table.installments] })],
);

/**
 * A sub-seller's share of one instalment of a split sale, settled on the seller's receivable's date
 * (docs/sub-sellers.md). Taken back in proportion by refunds and disputes, like the seller's.
 */
export const subSellerReceivables = pgTable(
  'sub_seller_receivables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    subSellerId: uuid('sub_seller_id')
      .notNull()
      .references(() => subSellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    /** The seller's receivable of the same instalment. */
    receivableId: uuid('receivable_id')
      .notNull()
      .references(() => receivables.id),
    installment: integer('installment').notNull(),
    installments: integer('installments').notNull(),
    amount: money('amount_cents').notNull(),
    reversed: money('reversed_cents').notNull().default(NO_CENTS),
    settlementDate: date('settlement_date').notNull(),
    status: text('status').$type<'PENDING' | 'RELEASED' | 'REVERSED'>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    check('sub_seller_receivables_amounts', sql`${table.reversed} >= 0 and ${table.reversed} <= ${table.amount}`),
    check('sub_seller_receivables_status', sql`${table.status} in ('PENDING', 'RELEASED', 'REVERSED')`),
    unique('sub_seller_receivables_uq').on(table.receivableId, table.subSellerId),
    index('sub_seller_receivables_charge_idx').on(table.chargeId),
    index('sub_seller_receivables_due_idx')
      .on(table.settlementDate)
      .where(sql`${table.status} = 'PENDING'`),
    index('sub_seller_receivables_sub_seller_idx').on(table.sellerId, table.subSellerId, table.status),
  ],
);
