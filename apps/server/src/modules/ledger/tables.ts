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
import { money } from '../../db/columns.js';
import type { PaymentMethod, ReceivableStatus, StatementType } from '@cofre/contract';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

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
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An account of the double-entry ledger; the balance is a cache of its postings (checked by the invariants). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for platform accounts. */
    sellerId: uuid('seller_id').references(() => sellers.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: money('balance_cents').notNull().default(0),
  },
  (table) => [unique('ledger_accounts_owner_uq').on(table.sellerId, table.kind).nullsNotDistinct()],
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
  (table) => [index('journal_entries_charge_idx').on(table.chargeId)],
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
    receivableId: uuid('receivable_id'),
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
    /** Part of net taken back by refunds or a dispute before release; the release moves net minus this. */
    reversed: money('reversed_cents').notNull().default(0),
    settlementDate: date('settlement_date').notNull(),
    status: text('status').$type<ReceivableStatus>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    check('receivables_amounts_check', sql`${table.reversed} >= 0 and ${table.reversed} <= ${table.net}`),
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
