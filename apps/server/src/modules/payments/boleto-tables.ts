import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  LIFECYCLES,
  PIX_COST_CENTERS,
  PIX_REJECTION_REASONS,
  type BoletoKind,
  type PixCostCenter,
  type PixPaymentStatus,
  type PixRejectionReason,
} from '@cofre/contract';
import { inValues, money, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/index.js';
import { users } from '../users/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A boleto or utility bill paid out of the seller's account (D5; docs/payments.md, "Boletos"). The
 * same life and approval rule as `pix_payments`; written before any money moves, each status move
 * through `transition()` and its history. Our id is the bank's reference: a repeated one is the same payment.
 */
export const boletoPayments = pgTable(
  'boleto_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<PixPaymentStatus>().notNull(),
    kind: text('kind').$type<BoletoKind>().notNull(),
    /** The 44-digit barcode, and the digitable line (47 or 48 digits) as the seller's boleto prints it. */
    barcode: text('barcode').notNull(),
    line: text('line').notNull(),
    payeeName: text('payee_name').notNull(),
    /** Masked (`12.345.678/****-**`): the full document never leaves the directory's answer. */
    payeeDocument: text('payee_document').notNull(),
    bankName: text('bank_name').notNull(),
    dueDate: date('due_date'),
    finalPaymentDate: date('final_payment_date'),
    nominalAmount: money('nominal_amount_cents').notNull(),
    amount: money('amount_cents').notNull(),
    paymentDate: date('payment_date').notNull(),
    costCenter: text('cost_center').$type<PixCostCenter>().notNull(),
    description: text('description'),
    /** `searchableText` of the payee, line and description: what the list's search matches. */
    searchText: text('search_text').notNull(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: at('submitted_at').notNull(),
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
    entryId: uuid('entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    bankAcceptedAt: at('bank_accepted_at'),
    authenticationCode: text('authentication_code'),
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
    statusCheck('boleto_payments_status_check', table.status, LIFECYCLES.boletoPayment.statuses),
    check('boleto_payments_amount_check', sql`${table.amount} > 0`),
    check('boleto_payments_kind_check', sql`${table.kind} in ('bank', 'utility')`),
    check('boleto_payments_barcode_check', sql`${table.barcode} ~ '^[0-9]{44}$'`),
    check('boleto_payments_cost_center_check', sql`${table.costCenter} in (${inValues(PIX_COST_CENTERS)})`),
    check(
      'boleto_payments_reason_check',
      sql`${table.rejectionReason} is null or ${table.rejectionReason} in (${inValues(PIX_REJECTION_REASONS)})`,
    ),
    // Money moved means its entry; a completed payment has the bank's authentication; a reversal only after a debit.
    check(
      'boleto_payments_debit_check',
      sql`${table.status} not in ('processing', 'completed') or ${table.entryId} is not null`,
    ),
    check(
      'boleto_payments_authentication_check',
      sql`${table.status} <> 'completed' or ${table.authenticationCode} is not null`,
    ),
    check('boleto_payments_reversal_check', sql`${table.reversalEntryId} is null or ${table.entryId} is not null`),
    check(
      'boleto_payments_four_eyes_check',
      sql`not ${table.approvalRequired} or ${table.approvedBy} is null or ${table.approvedBy} <> ${table.submittedBy}`,
    ),
    uniqueIndex('boleto_payments_idempotency_uq').on(table.sellerId, table.idempotencyKey),
    uniqueIndex('boleto_payments_batch_line_uq').on(table.batchId, table.batchLine),
    // A boleto is paid once: while one payment of it is alive (not rejected, cancelled or failed) another is refused.
    uniqueIndex('boleto_payments_live_barcode_uq')
      .on(table.sellerId, table.barcode)
      .where(sql`${table.status} not in ('rejected', 'cancelled', 'failed')`),
    index('boleto_payments_seller_idx').on(table.sellerId, table.submittedAt, table.id),
    // Trigrams alone, not (seller, trigrams): one seller's posting list is every row it has, and
    // intersecting it cost a 100,000-payment seller's search twice the time (docs/payments.md, "Measured").
    index('boleto_payments_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('boleto_payments_scheduled_idx')
      .on(table.paymentDate)
      .where(sql`${table.status} = 'scheduled'`),
    index('boleto_payments_processing_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'processing'`),
  ],
);
