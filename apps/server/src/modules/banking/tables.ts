import { sql } from 'drizzle-orm';
import {
  check,
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
  type AccountPixKeyType,
  type PixKeyRefusal,
  type PixKeyStatus,
  type BankingAccountStatus,
  type BankingAccountSubmission,
  type BankingDraft,
  type KycAnalysisResult,
  type PixLimitPeriod,
} from '@cofre/contract';
import { money, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/tables.js';

/**
 * The seller's PJ account (one per seller; docs/banking.md). The wizard's steps are kept in `draft`
 * as they are saved; `opening_reference` is the intent of a submission, written PENDING before the
 * bank is called, so a lost answer or a crash leaves a PENDING row the poll job settles.
 */
export const bankingAccounts = pgTable(
  'banking_accounts',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id),
    status: text('status').$type<BankingAccountStatus>().notNull(),
    draft: jsonb('draft').$type<BankingDraft>().notNull(),
    /**
     * The package as it was sent, frozen at submission: steps 2 and 3 stay editable while PENDING,
     * and a resend under the same reference must carry what the bank first received.
     */
    submission: jsonb('submission').$type<BankingAccountSubmission>(),
    /** Our reference of the latest submission: the bank treats a repeated one as the same request. */
    openingReference: uuid('opening_reference'),
    kycResult: jsonb('kyc_result').$type<KycAnalysisResult>(),
    bankCode: text('bank_code'),
    agency: text('agency'),
    accountNumber: text('account_number'),
    accountDigit: text('account_digit'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    statusCheck('banking_accounts_status_check', table.status, LIFECYCLES.bankingAccount.statuses),
    // The poll job reads the accounts waiting for the bank, and only those.
    index('banking_accounts_pending_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * The Pix limits of an ACTIVE account, one row per period (docs/banking.md, "Pix limits"): the
 * amount in force, and an increase waiting for its time. The row is also the lock that serialises
 * the limit checks of one seller's period (`checkPixLimit`).
 */
export const pixLimits = pgTable(
  'pix_limits',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => bankingAccounts.sellerId),
    period: text('period').$type<PixLimitPeriod>().notNull(),
    amount: money('amount_cents').notNull(),
    scheduledAmount: money('scheduled_amount_cents'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.period] }),
    check('pix_limits_period_check', sql`${table.period} in ('DAY', 'NIGHT')`),
    check('pix_limits_amount_check', sql`${table.amount} >= 0`),
    check(
      'pix_limits_scheduled_check',
      sql`(${table.scheduledAmount} is null) = (${table.scheduledFor} is null) and (${table.scheduledAmount} is null or ${table.scheduledAmount} > ${table.amount})`,
    ),
    // The job that applies due increases reads only the rows that have one.
    index('pix_limits_scheduled_idx')
      .on(table.scheduledFor)
      .where(sql`${table.scheduledFor} is not null`),
  ],
);

/**
 * The Pix keys of the seller's account (docs/banking.md, "Pix keys"). A key is written before the
 * directory is called (REGISTERING with its id as the reference, DELETING with `deletion_reference`),
 * so a lost answer leaves a row the reconcile job settles. A phone key first waits for the SMS code,
 * kept only as a hash.
 */
export const pixKeys = pgTable(
  'pix_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => bankingAccounts.sellerId),
    type: text('type').$type<AccountPixKeyType>().notNull(),
    /** Canonical (digits, +55…, lower-case e-mail); null for an EVP until the directory generates it. */
    key: text('key'),
    status: text('status').$type<PixKeyStatus>().notNull(),
    /** FAILED: the directory's refusal. */
    refusal: text('refusal').$type<PixKeyRefusal>(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    deletionReference: text('deletion_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    statusCheck('pix_keys_status_check', table.status, LIFECYCLES.pixKey.statuses),
    check('pix_keys_type_check', sql`${table.type} in ('CNPJ', 'EMAIL', 'PHONE', 'EVP')`),
    // One live key of a value per account: two clicks cannot register it twice.
    uniqueIndex('pix_keys_live_key_uq')
      .on(table.sellerId, table.key)
      .where(sql`${table.status} in ('AWAITING_CODE', 'REGISTERING', 'ACTIVE', 'DELETING')`),
    index('pix_keys_seller_idx').on(table.sellerId, table.createdAt),
    // The reconcile job reads the keys waiting for the directory or for a code, and only those.
    index('pix_keys_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('AWAITING_CODE', 'REGISTERING', 'DELETING')`),
  ],
);
