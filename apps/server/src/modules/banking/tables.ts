import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES, type BankingAccountStatus, type BankingDraft, type KycAnalysisResult } from '@cofre/contract';
import { statusCheck } from '../../db/columns.js';
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
