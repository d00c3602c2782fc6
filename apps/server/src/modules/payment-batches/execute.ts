import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LIFECYCLES, type PaymentBatchLineStatus, type PixPaymentStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { perRow } from '../../db/columns.js';
import type { OccurrenceCode } from '../../lib/cnab/index.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import { batchPaymentStatuses, payBatchLines, type BatchLineOutcome } from '../payments/index.js';
import { paymentBatches, paymentBatchLines } from './tables.js';

export const EXECUTE_BATCH_JOB = 'payments.execute-batch';
export const SWEEP_BATCHES_JOB = 'payments.sweep-batches';
/** Lines claimed per transaction: a crash leaves at most this many to be taken again (idempotently). */
const CLAIM = 200;

/** A payment's status as its batch line shows it, with the FEBRABAN occurrence the return file gives it. */
export function lineStatusOf(
  status: PixPaymentStatus,
  reason: string | null,
): {
  status: PaymentBatchLineStatus;
  occurrence: OccurrenceCode;
} {
  if (status === 'completed') return { status: 'paid', occurrence: '00' };
  if (status === 'scheduled') return { status: 'processing', occurrence: 'CE' };
  if (status === 'failed' || status === 'rejected' || status === 'cancelled') {
    return { status: 'failed', occurrence: reason?.startsWith('Saldo insuficiente') ? '01' : 'PA' };
  }
  return { status: 'processing', occurrence: 'BD' };
}

/**
 * Job (queued by the decision that starts a batch, and by the sweep): pays the batch's lines, CLAIM at
 * a time. Each claim marks its lines processing in one short transaction (`SKIP LOCKED`: two runners
 * never take the same line), then the claim is paid through the payments module's `payBatchLines`
 * (set-wise, under a single payment's rules), exactly once per line (its unique batch line), and the
 * outcomes written. A line processing past
 * the lease (the runner died) is claimed again: paying it again finds its payment.
 */
export async function runBatch(ctx: AppContext, batchId: string): Promise<number> {
  const [batch] = await ctx.db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId));
  if (!batch || batch.status !== 'processing') return 0;
  let paid = 0;
  for (;;) {
    const now = ctx.clock.now();
    const stale = new Date(now.getTime() - ctx.config.reconcileLeaseMs);
    const claimed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(paymentBatchLines)
        .where(
          and(
            eq(paymentBatchLines.batchId, batch.id),
            eq(paymentBatchLines.sellerId, batch.sellerId),
            or(
              eq(paymentBatchLines.status, 'valid'),
              and(
                eq(paymentBatchLines.status, 'processing'),
                isNull(paymentBatchLines.paymentId),
                lt(paymentBatchLines.claimedAt, stale),
              ),
            ),
          ),
        )
        .orderBy(asc(paymentBatchLines.line))
        .limit(CLAIM)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await transition(tx, paymentBatchLines, LIFECYCLES.paymentBatchLine, {
        where: and(
          eq(paymentBatchLines.sellerId, batch.sellerId),
          inArray(
            paymentBatchLines.id,
            rows.map((row) => row.id),
          ),
        ),
        from: ['valid', 'processing'],
        to: 'processing',
        set: { claimedAt: now },
      });
      return rows;
    });
    if (claimed.length === 0) break;
    const outcomes = await payBatchLines(
      ctx,
      claimed.map((line) => ({
        batchId: batch.id,
        line: line.line,
        sellerId: batch.sellerId,
        kind: line.kind!,
        target: line.target,
        amount: line.amount,
        paymentDate: line.paymentDate!,
        costCenter: 'operacional' as const,
        description: line.reference || `Lote ${batch.fileName}, linha ${line.line}`,
        submittedBy: batch.submittedBy!,
        approvedBy: batch.approvedBy!,
        approvalRequired: batch.approvalRequired ?? false,
      })),
    );
    await showOutcomes(ctx, batch.sellerId, claimed, outcomes);
    paid += claimed.length;
  }
  await settleBatch(ctx, batch.id);
  return paid;
}

/**
 * Writes what became of each claimed line: one statement per outcome shown (paid, processing, each
 * reason of a failure), the line's payment given per row.
 */
async function showOutcomes(
  ctx: AppContext,
  sellerId: string,
  lines: ReadonlyArray<{ id: string; line: number }>,
  outcomes: ReadonlyMap<number, BatchLineOutcome>,
): Promise<void> {
  const groups = new Map<string, { shown: ReturnType<typeof lineStatusOf>; reason: string | null; ids: string[] }>();
  const paymentOf = new Map<string, string>();
  for (const line of lines) {
    const outcome = outcomes.get(line.line);
    if (!outcome) continue;
    if (outcome.paymentId) paymentOf.set(line.id, outcome.paymentId);
    const shown = lineStatusOf(outcome.status, outcome.reason);
    const key = JSON.stringify([shown.status, shown.occurrence, outcome.reason]);
    const group = groups.get(key) ?? { shown, reason: outcome.reason, ids: [] };
    group.ids.push(line.id);
    groups.set(key, group);
  }

  for (const { shown, reason, ids } of groups.values()) {
    await transition(ctx.db, paymentBatchLines, LIFECYCLES.paymentBatchLine, {
      where: and(eq(paymentBatchLines.sellerId, sellerId), inArray(paymentBatchLines.id, ids)),
      from: 'processing',
      to: shown.status,
      set: {
        occurrence: shown.occurrence,
        reason,
        paymentId: sql`${perRow(paymentBatchLines.id, paymentOf)}::uuid`,
      },
    });
  }
}

/**
 * Brings the lines whose payment was still processing up to date (the payments' reconcile jobs settle
 * them), and completes the batch once no line is left to pay or settle, telling the seller.
 */
export async function settleBatch(ctx: AppContext, batchId: string): Promise<boolean> {
  const [batch] = await ctx.db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId));
  if (!batch || batch.status !== 'processing') return false;
  const open = await ctx.db
    .select({
      id: paymentBatchLines.id,
      line: paymentBatchLines.line,
      paymentId: paymentBatchLines.paymentId,
      status: paymentBatchLines.status,
    })
    .from(paymentBatchLines)
    .where(
      and(
        eq(paymentBatchLines.batchId, batch.id),
        eq(paymentBatchLines.sellerId, batch.sellerId),
        inArray(paymentBatchLines.status, ['valid', 'processing']),
      ),
    );
  if (open.some((line) => line.status === 'valid' || !line.paymentId)) return false;
  if (open.length > 0) {
    const payments = await batchPaymentStatuses(ctx, batch.sellerId, batch.id);
    for (const line of open) {
      const payment = payments.get(line.line);
      if (!payment) continue;
      const shown = lineStatusOf(payment.status, payment.reason);
      if (shown.status === 'processing') continue;
      await transition(ctx.db, paymentBatchLines, LIFECYCLES.paymentBatchLine, {
        where: and(eq(paymentBatchLines.id, line.id), eq(paymentBatchLines.sellerId, batch.sellerId)),
        from: 'processing',
        to: shown.status,
        set: { occurrence: shown.occurrence, reason: payment.reason },
      });
    }
  }
  const [left] = await ctx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentBatchLines)
    .where(
      and(
        eq(paymentBatchLines.batchId, batch.id),
        eq(paymentBatchLines.sellerId, batch.sellerId),
        inArray(paymentBatchLines.status, ['valid', 'processing']),
      ),
    );
  if ((left?.count ?? 0) > 0) return false;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [done] = await transition(tx, paymentBatches, LIFECYCLES.paymentBatch, {
      where: and(eq(paymentBatches.id, batch.id), eq(paymentBatches.sellerId, batch.sellerId)),
      from: 'processing',
      to: 'completed',
      at: now,
      set: { completedAt: now },
    });
    if (!done) return false;
    const counts = await tx
      .select({ status: paymentBatchLines.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(paymentBatchLines)
      .where(and(eq(paymentBatchLines.batchId, batch.id), eq(paymentBatchLines.sellerId, batch.sellerId)))
      .groupBy(paymentBatchLines.status);
    const count = (status: PaymentBatchLineStatus) => counts.find((row) => row.status === status)?.count ?? 0;
    await createNotification(tx, now, {
      sellerId: batch.sellerId,
      type: 'NOTIFICATION_PAYMENT_BATCH',
      variables: {
        event: 'COMPLETED',
        uuid: batch.id,
        amount: String(batch.totalAmount),
        recipient: batch.fileName,
        paid: String(count('paid')),
        failed: String(count('failed')),
      },
    });
    return true;
  });
}

/**
 * Job (every minute): each processing batch is run again (lines a dead runner left are taken past
 * the lease) and settled (lines whose payment the bank settled since).
 */
export async function sweepBatches(ctx: AppContext): Promise<number> {
  const open = await ctx.db
    .select({ id: paymentBatches.id })
    .from(paymentBatches)
    .where(eq(paymentBatches.status, 'processing'))
    .orderBy(asc(paymentBatches.uploadedAt))
    .limit(20);
  for (const batch of open) await runBatch(ctx, batch.id);
  return open.length;
}
