import { money } from '../../db/columns.js';
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox bank's own memory (not ours): every transfer it received, by our reference, so it can
 * answer status queries and treat a repeated reference as the same transfer, across restarts of our
 * server. A real bank keeps this on its side.
 */
export const sandboxBankTransfers = pgTable('sandbox_bank_transfers', {
  reference: text('reference').primaryKey(),
  transferId: text('transfer_id').notNull(),
  amount: money('amount_cents').notNull(),
  /** The credited account ('bank/agency/account-digit'): the closed test account fails. */
  account: text('account').notNull(),
  /** False for a request the sandbox 'lost on the way in': not processed, not visible to status queries. */
  received: boolean('received').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});

/** The sandbox bank's account openings, by our reference (what a real bank keeps on its side). */
export const sandboxBankAccounts = pgTable('sandbox_bank_accounts', {
  reference: text('reference').primaryKey(),
  companyDocument: text('company_document').notNull(),
  /** False for a request the sandbox 'lost on the way in': invisible until it is sent again. */
  received: boolean('received').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** The sandbox bank's Pix out, by our reference (a repeated reference is the same Pix). */
export const sandboxPixOut = pgTable('sandbox_pix_out', {
  reference: text('reference').primaryKey(),
  endToEndId: text('end_to_end_id').notNull(),
  amount: money('amount_cents').notNull(),
  key: text('key').notNull(),
  /** False for a request the sandbox 'lost on the way in': not processed until it is sent again. */
  received: boolean('received').notNull(),
  /** What the sandbox decided from the key: SETTLED at once, SLOW_SETTLE or RETURN later, REJECTED. */
  outcome: text('outcome').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});

/** The sandbox bank's boleto payments, by our reference (a repeated reference is the same payment). */
export const sandboxBoletoPayments = pgTable('sandbox_boleto_payments', {
  reference: text('reference').primaryKey(),
  barcode: text('barcode').notNull(),
  amount: money('amount_cents').notNull(),
  /** False for a request the sandbox 'lost on the way in': not processed until it is sent again. */
  received: boolean('received').notNull(),
  /** What the sandbox decided from the amount: SETTLED at once, SLOW_SETTLE or RETURN later, REJECTED. */
  outcome: text('outcome').notNull(),
  authenticationCode: text('authentication_code').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});
