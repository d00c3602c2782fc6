import { and, eq } from 'drizzle-orm';
import { cents, searchableText, type PixPaymentStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { theRow } from '../../lib/rows.js';
import { assertAcceptedAmount, checkBoleto, type CheckedBoleto } from './boleto-check.js';
import { sendBoletoToBank } from './boleto-execute.js';
import { executeApprovedBoleto } from './boleto-submit.js';
import { boletoPayments } from './boleto-tables.js';
import { sendToBank } from './execute.js';
import { lookupRecipient, maskDocument, type Recipient } from './recipient.js';
import { executeApproved } from './submit.js';
import { pixPayments } from './tables.js';

/** A valid line of an approved CNAB batch, to be paid as a payment of its own. */
export interface BatchPaymentLine {
  batchId: string;
  line: number;
  sellerId: string;
  kind: 'pix' | 'boleto' | 'utility';
  /** The Pix key, or the boleto's barcode. */
  target: string;
  amount: number;
  paymentDate: string;
  costCenter: 'operacional';
  description: string;
  submittedBy: string;
  approvedBy: string;
  /** Whether the batch needed a second person (then approvedBy is never submittedBy). */
  approvalRequired: boolean;
}

/** What became of a line: its payment (when one was made) and its status, or why it was not paid. */
export type BatchLineOutcome =
  | { paymentId: string; status: PixPaymentStatus; reason: string | null }
  | { paymentId: null; status: 'failed'; reason: string };

export const refused = (error: unknown): BatchLineOutcome => {
  if (!(error instanceof AppError)) throw error;
  return { paymentId: null, status: 'failed', reason: error.items[0]?.description ?? error.message };
};

/**
 * Pays one line of a batch through the same code as a single payment (docs/payments.md, "Batches"):
 * the recipient or boleto checked, the row written approved (by the batch's approver) with its batch
 * and line, debited in the same transaction, then sent to the bank. Exactly once per line: the
 * payment tables hold `(batch_id, batch_line)` unique, so a line retried after a crash finds its
 * payment instead of making a second one. A refusal (unknown key, boleto already paid, no balance)
 * pays nothing and says why.
 */
export async function payBatchLine(ctx: AppContext, line: BatchPaymentLine): Promise<BatchLineOutcome> {
  const table = line.kind === 'pix' ? pixPayments : boletoPayments;
  const [existing] = await ctx.db
    .select({ id: table.id, status: table.status, failureReason: table.failureReason })
    .from(table)
    .where(and(eq(table.sellerId, line.sellerId), eq(table.batchId, line.batchId), eq(table.batchLine, line.line)));
  if (existing) return { paymentId: existing.id, status: existing.status, reason: existing.failureReason };
  try {
    return line.kind === 'pix' ? await payPixLine(ctx, line) : await payBoletoLine(ctx, line);
  } catch (error) {
    if (isUniqueViolation(error, `${line.kind === 'pix' ? 'pix' : 'boleto'}_payments_batch_line_uq`)) {
      return payBatchLine(ctx, line);
    }
    if (isUniqueViolation(error, 'boleto_payments_live_barcode_uq')) return refused(new AppError('PAY-027'));
    return refused(error);
  }
}

const approval = (line: BatchPaymentLine, now: Date) => ({
  submittedBy: line.submittedBy,
  submittedAt: now,
  approvalRequired: line.approvalRequired,
  approvedBy: line.approvedBy,
  approvedAt: now,
  batchId: line.batchId,
  batchLine: line.line,
});

/** The payment row a Pix line becomes, approved by the batch's approver. */
export function pixLineValues(
  line: BatchPaymentLine,
  recipient: Recipient,
  now: Date,
): typeof pixPayments.$inferInsert {
  return {
    sellerId: line.sellerId,
    status: 'approved',
    key: recipient.key,
    keyType: recipient.keyType,
    recipientName: recipient.name,
    recipientDocument: recipient.maskedDocument,
    recipientIspb: recipient.ispb,
    recipientBank: recipient.bankName,
    amount: cents(line.amount),
    paymentDate: line.paymentDate,
    costCenter: line.costCenter,
    description: line.description,
    searchText: searchableText(`${recipient.name} ${recipient.key} ${line.description}`),
    ...approval(line, now),
  };
}

/** The payment row a boleto line becomes, approved by the batch's approver. */
export function boletoLineValues(
  line: BatchPaymentLine,
  { line: read, details }: Pick<CheckedBoleto, 'line' | 'details'>,
  now: Date,
): typeof boletoPayments.$inferInsert {
  return {
    sellerId: line.sellerId,
    status: 'approved',
    kind: read.kind,
    barcode: read.barcode,
    line: read.line,
    payeeName: details.payeeName,
    payeeDocument: maskDocument(details.payeeDocument),
    bankName: details.bankName,
    dueDate: details.dueDate,
    finalPaymentDate: details.finalPaymentDate,
    nominalAmount: cents(details.nominalAmount),
    amount: cents(line.amount),
    paymentDate: line.paymentDate,
    costCenter: line.costCenter,
    description: line.description,
    searchText: searchableText(`${details.payeeName} ${read.line} ${line.description}`),
    ...approval(line, now),
  };
}

async function payPixLine(ctx: AppContext, line: BatchPaymentLine): Promise<BatchLineOutcome> {
  const now = ctx.clock.now();
  const recipient = await lookupRecipient(ctx, line.sellerId, line.target);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = theRow(
      await tx
        .insert(pixPayments)
        .values(pixLineValues(line, recipient, now))
        .returning(),
      'the batch line payment',
    );
    return executeApproved(tx, inserted, now, businessDate(now), line.approvedBy);
  });
  const sent = row.status === 'processing' ? await sendToBank(ctx, row) : row;
  return { paymentId: sent.id, status: sent.status, reason: sent.failureReason };
}

async function payBoletoLine(ctx: AppContext, line: BatchPaymentLine): Promise<BatchLineOutcome> {
  const now = ctx.clock.now();
  const checked = await checkBoleto(ctx, line.target, line.paymentDate);
  assertAcceptedAmount(checked.details, line.amount);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = theRow(
      await tx
        .insert(boletoPayments)
        .values(boletoLineValues(line, checked, now))
        .returning(),
      'the batch line boleto payment',
    );
    return executeApprovedBoleto(tx, inserted, now, businessDate(now), line.approvedBy);
  });
  const sent = row.status === 'processing' ? await sendBoletoToBank(ctx, row) : row;
  return { paymentId: sent.id, status: sent.status, reason: sent.failureReason };
}

/** The current status of the payments a batch made, by line (for lines still processing). */
export async function batchPaymentStatuses(
  ctx: AppContext,
  sellerId: string,
  batchId: string,
): Promise<Map<number, { status: PixPaymentStatus; reason: string | null }>> {
  const read = async (table: typeof pixPayments | typeof boletoPayments) =>
    ctx.db
      .select({ line: table.batchLine, status: table.status, reason: table.failureReason })
      .from(table)
      .where(and(eq(table.sellerId, sellerId), eq(table.batchId, batchId)));
  const rows = [...(await read(pixPayments)), ...(await read(boletoPayments))];
  return new Map(rows.map((row) => [row.line!, { status: row.status, reason: row.reason }]));
}
