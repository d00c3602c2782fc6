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
import {
  LIFECYCLES,
  PAYMENT_BATCH_LINE_KINDS,
  type PaymentBatchLineKind,
  type PaymentBatchLineStatus,
  type PaymentBatchStatus,
} from '@cofre/contract';
import { inValues, money, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/index.js';
import { users } from '../users/index.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A file-level problem or a line's, kept as the upload found them (the first 50). */
export interface StoredBatchError {
  line: number | null;
  field: string | null;
  reason: string;
}

/**
 * A CNAB 240 payment file uploaded by a seller (docs/payments.md, "Batches"): its text (the return
 * file is written from it), its SHA-256 (the same file again is recognised), the summary of its
 * validation, and its approval, each status move through `transition()` and its history.
 */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status').$type<PaymentBatchStatus>().notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    content: text('content').notNull(),
    /** `searchableText` of the file name: what the list's search matches. */
    searchText: text('search_text').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: at('uploaded_at').notNull(),
    lines: integer('lines').notNull(),
    validLines: integer('valid_lines').notNull(),
    totalAmount: money('total_amount_cents').notNull(),
    /** The Pix lines' part of the total: what the Pix limit is checked against. */
    pixAmount: money('pix_amount_cents').notNull(),
    errors: jsonb('errors').$type<StoredBatchError[]>().notNull(),
    /** Whether the file is well formed (headers, trailers, totals): only then can a return file be written. */
    wellFormed: boolean('well_formed').notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id),
    submittedAt: at('submitted_at'),
    approvalRequired: boolean('approval_required'),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    rejectedAt: at('rejected_at'),
    rejectionReason: text('rejection_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: at('cancelled_at'),
    completedAt: at('completed_at'),
  },
  (table) => [
    statusCheck('payment_batches_status_check', table.status, LIFECYCLES.paymentBatch.statuses),
    check('payment_batches_valid_lines_check', sql`${table.validLines} between 0 and ${table.lines}`),
    check(
      'payment_batches_four_eyes_check',
      sql`not coalesce(${table.approvalRequired}, false) or ${table.approvedBy} is null or ${table.approvedBy} <> ${table.submittedBy}`,
    ),
    index('payment_batches_seller_idx').on(table.sellerId, table.uploadedAt),
    index('payment_batches_hash_idx').on(table.sellerId, table.fileHash),
    index('payment_batches_processing_idx')
      .on(table.uploadedAt)
      .where(sql`${table.status} = 'processing'`),
  ],
);

/** A payment line of a batch (its A, J or O record), validated at upload, then paid as a payment of its own. */
export const paymentBatchLines = pgTable(
  'payment_batch_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => paymentBatches.id),
    line: integer('line').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind').$type<PaymentBatchLineKind>(),
    recipient: text('recipient').notNull(),
    target: text('target').notNull(),
    amount: money('amount_cents').notNull(),
    paymentDate: date('payment_date'),
    reference: text('reference').notNull(),
    status: text('status').$type<PaymentBatchLineStatus>().notNull(),
    reason: text('reason'),
    /** The FEBRABAN occurrence code the return file gives this line. */
    occurrence: text('occurrence'),
    paymentId: uuid('payment_id'),
    /** When a runner claimed it (a line processing past the lease is taken again: paying it is idempotent). */
    claimedAt: at('claimed_at'),
  },
  (table) => [
    uniqueIndex('payment_batch_lines_line_uq').on(table.batchId, table.line),
    statusCheck('payment_batch_lines_status_check', table.status, LIFECYCLES.paymentBatchLine.statuses),
    check(
      'payment_batch_lines_kind_check',
      sql`${table.kind} is null or ${table.kind} in (${inValues(PAYMENT_BATCH_LINE_KINDS)})`,
    ),
    check(
      'payment_batch_lines_valid_check',
      sql`${table.status} = 'invalid' or (${table.kind} is not null and ${table.amount} > 0)`,
    ),
    index('payment_batch_lines_status_idx').on(table.batchId, table.status, table.line),
    uniqueIndex('payment_batch_lines_payment_uq').on(table.paymentId),
  ],
);
