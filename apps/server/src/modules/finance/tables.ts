import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, NO_CENTS } from '../../db/columns.js';
import type { PayoutAccount, WithdrawalStatus } from '@cofre/contract';
import { receivables } from '../ledger/tables.js';
import { sellers } from '../sellers/tables.js';

/** Per-seller finance settings (D9: data, not code). No row: the defaults (off, not flagged, price table rate). */
export const sellerFinanceSettings = pgTable(
  'seller_finance_settings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id),
    /** On-demand anticipation (the 'Antecipação de recebíveis' modal and the Antecipações tab). */
    onDemandEnabled: boolean('on_demand_enabled').notNull().default(false),
    /** Set by risk analysis: anticipation included in a withdrawal costs 10 % more (spec 3 §6). */
    isFraud: boolean('is_fraud').notNull().default(false),
    /** The seller's own anticipation rate, basis points a month; null: ledger/prices.ts's default. */
    anticipationRateBp: integer('anticipation_rate_bp'),
  },
  (table) => [
    check(
      'seller_finance_settings_rate_check',
      sql`${table.anticipationRateBp} is null or ${table.anticipationRateBp} between 0 and 10000`,
    ),
  ],
);

/** Where the seller's withdrawals go: one bank account per seller. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id),
    bankCode: text('bank_code').notNull(),
    agency: text('agency').notNull(),
    agencyDigit: text('agency_digit'),
    account: text('account').notNull(),
    accountDigit: text('account_digit').notNull(),
    accountType: text('account_type').$type<PayoutAccount['accountType']>().notNull(),
    holderName: text('holder_name').notNull(),
    holderDocument: text('holder_document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set when a user changed the account ('Conta de repasse'): withdrawals to it wait 24 h from then. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [
    check('payout_accounts_type_check', sql`${table.accountType} in ('CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT')`),
    check('payout_accounts_bank_check', sql`${table.bankCode} ~ '^[0-9]{3}$'`),
  ],
);

/**
 * A withdrawal ('Novo repasse'). Booked (DEBIT_TRANSFER) with the balance check, PENDING until the
 * bank answers: PROCESSING once it accepted (transfer id), then SETTLED, or FAILED with the reversal
 * entry that gave the money back. Its id is the bank's idempotency reference.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** What goes to the bank account. */
    amount: money('amount_cents').notNull(),
    /** Part of the balance to be released anticipated for it in the same transaction. */
    anticipated: money('anticipated_cents').notNull().default(NO_CENTS),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    account: jsonb('account').$type<PayoutAccount>().notNull(),
    entryId: uuid('entry_id').notNull(),
    reversalEntryId: uuid('reversal_entry_id'),
    transferId: text('transfer_id'),
    failureCode: text('failure_code'),
    userId: uuid('user_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    scheduledDate: date('scheduled_date').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('withdrawals_amount_check', sql`${table.amount} > 0 and ${table.anticipated} >= 0`),
    check('withdrawals_status_check', sql`${table.status} in ('PENDING', 'PROCESSING', 'SETTLED', 'FAILED')`),
    // The money goes back exactly when the transfer failed, and only then.
    check('withdrawals_reversal_check', sql`(${table.status} = 'FAILED') = (${table.reversalEntryId} is not null)`),
    uniqueIndex('withdrawals_idempotency_idx')
      .on(table.sellerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('withdrawals_entry_idx').on(table.entryId),
    uniqueIndex('withdrawals_reversal_idx').on(table.reversalEntryId),
    index('withdrawals_seller_idx').on(table.sellerId, table.createdAt),
    index('withdrawals_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('PENDING', 'PROCESSING')`),
  ],
);

/** A confirmed anticipation: receivables paid into the available balance early, for a fee. */
export const anticipations = pgTable(
  'anticipations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    gross: money('gross_cents').notNull(),
    fee: money('fee_cents').notNull(),
    /** 10 % of the requested total for a seller flagged as fraud (withdrawals that include it only). */
    fraudFee: money('fraud_fee_cents').notNull().default(NO_CENTS),
    net: money('net_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    entryId: uuid('entry_id').notNull(),
    userId: uuid('user_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'anticipations_amounts_check',
      sql`${table.gross} > 0 and ${table.fee} >= 0 and ${table.fraudFee} >= 0 and ${table.net} = ${table.gross} - ${table.fee} - ${table.fraudFee}`,
    ),
    uniqueIndex('anticipations_idempotency_idx')
      .on(table.sellerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('anticipations_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/** The receivables an anticipation took: a receivable appears once, ever (unique), so it is paid once. */
export const anticipationItems = pgTable(
  'anticipation_items',
  {
    anticipationId: uuid('anticipation_id')
      .notNull()
      .references(() => anticipations.id),
    receivableId: uuid('receivable_id')
      .notNull()
      .references(() => receivables.id),
    sellerId: uuid('seller_id').notNull(),
    amount: money('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('anticipation_items_receivable_idx').on(table.receivableId),
    index('anticipation_items_anticipation_idx').on(table.anticipationId),
    check('anticipation_items_amount_check', sql`${table.amount} > 0`),
  ],
);
