import { and, eq } from 'drizzle-orm';
import { approvalNeeded, LIFECYCLES, type PaymentBatchStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import { checkPixLimit } from '../banking/index.js';
import { sellerBalances } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import {
  approverIds,
  insufficientBalance,
  mayApprove,
  notifyApprovers,
  policyOf,
  type PaymentActor,
} from '../payments/index.js';
import { EXECUTE_BATCH_JOB } from './execute.js';
import { paymentBatches, paymentBatchLines } from './tables.js';
import type { PaymentBatchRow } from './upload.js';

export const ofBatch = (row: Pick<PaymentBatchRow, 'id' | 'sellerId'>) =>
  and(eq(paymentBatches.id, row.id), eq(paymentBatches.sellerId, row.sellerId));

/** The batch under its row lock, within the actor's seller (another seller's id → PAY-030, a 404). */
async function lockBatch(tx: Tx, actor: PaymentActor, id: string): Promise<PaymentBatchRow> {
  const [row] = await tx
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), eq(paymentBatches.sellerId, actor.sellerId)))
    .for('update');
  if (!row) throw new AppError('PAY-030');
  return row;
}

/**
 * The whole batch must fit before its first line is paid (D4): the available balance covers its total
 * and the Pix limit of the period its Pix lines. Checked under the Pix-limit row's lock; each line's
 * debit checks again under the balance lock, so money that left meanwhile fails that line, never
 * overdraws.
 */
async function assertBatchFits(tx: Tx, batch: PaymentBatchRow, now: Date): Promise<void> {
  const { available } = await sellerBalances(tx, batch.sellerId);
  if (batch.totalAmount > available) throw insufficientBalance(available);
  if (batch.pixAmount > 0) {
    const limit = await checkPixLimit(tx, batch.sellerId, batch.pixAmount, now);
    if (!limit.fits) throw new AppError('PAY-006');
  }
}

/** The lines of a batch that will not be paid (rejected or cancelled before it started) say so. */
async function markNotPaid(tx: Tx, batch: PaymentBatchRow) {
  await transition(tx, paymentBatchLines, LIFECYCLES.paymentBatchLine, {
    where: and(eq(paymentBatchLines.batchId, batch.id), eq(paymentBatchLines.sellerId, batch.sellerId)),
    from: 'valid',
    to: 'not_paid',
  });
}

/** Moves the batch to processing and queues its run, in the transaction of the decision. */
async function startBatch(
  ctx: AppContext,
  tx: Tx,
  batch: PaymentBatchRow,
  from: PaymentBatchStatus,
  set: object,
  by: string,
) {
  const now = ctx.clock.now();
  await assertBatchFits(tx, batch, now);
  const started = theRow(
    await transition(tx, paymentBatches, LIFECYCLES.paymentBatch, {
      where: ofBatch(batch),
      from,
      to: 'processing',
      at: now,
      by,
      set,
    }),
    'the started batch',
  );
  await ctx.jobs.send(EXECUTE_BATCH_JOB, { id: batch.id }, tx);
  return started;
}

/**
 * 'Enviar para pagamento': the batch is one approval (D3 on its total). It waits for a second person
 * when the policy asks for its total or the submitter may not approve (each approver told);
 * otherwise it starts at once, the submitter's submission being the approval.
 */
export async function submitBatch(ctx: AppContext, actor: PaymentActor, id: string): Promise<PaymentBatchRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, actor, id);
    if (batch.status === 'invalid') throw new AppError('PAY-034');
    if (batch.status !== 'validated') throw new AppError('PAY-035');
    const needsSecond = approvalNeeded(await policyOf(tx, actor.sellerId), batch.totalAmount) || !mayApprove(actor);
    const submitted = { submittedBy: actor.userId, submittedAt: now, approvalRequired: needsSecond };
    if (!needsSecond) {
      return startBatch(
        ctx,
        tx,
        batch,
        'validated',
        { ...submitted, approvedBy: actor.userId, approvedAt: now },
        actor.userId,
      );
    }
    const waiting = theRow(
      await transition(tx, paymentBatches, LIFECYCLES.paymentBatch, {
        where: ofBatch(batch),
        from: 'validated',
        to: 'pending_approval',
        at: now,
        by: actor.userId,
        set: submitted,
      }),
      'the submitted batch',
    );
    const approvers = (await approverIds(tx, actor.sellerId)).filter((user) => user !== actor.userId);
    await notifyApprovers(
      tx,
      now,
      {
        type: 'NOTIFICATION_PAYMENT_BATCH',
        id: batch.id,
        sellerId: batch.sellerId,
        amount: batch.totalAmount,
        recipient: batch.fileName,
      },
      approvers,
    );
    return waiting;
  });
}

/** 'Aprovar' the batch: never by its submitter (PAY-004), once (row lock: PAY-005), then it starts. */
export async function approveBatch(ctx: AppContext, actor: PaymentActor, id: string): Promise<PaymentBatchRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, actor, id);
    if (batch.status !== 'pending_approval') throw new AppError(batch.status === 'validated' ? 'PAY-015' : 'PAY-005');
    if (batch.submittedBy === actor.userId) throw new AppError('PAY-004');
    return startBatch(ctx, tx, batch, 'pending_approval', { approvedBy: actor.userId, approvedAt: now }, actor.userId);
  });
}

export async function rejectBatch(
  ctx: AppContext,
  actor: PaymentActor,
  id: string,
  reason: string,
): Promise<PaymentBatchRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, actor, id);
    if (batch.status !== 'pending_approval') throw new AppError(batch.status === 'validated' ? 'PAY-015' : 'PAY-005');
    await markNotPaid(tx, batch);
    return theRow(
      await transition(tx, paymentBatches, LIFECYCLES.paymentBatch, {
        where: ofBatch(batch),
        from: 'pending_approval',
        to: 'rejected',
        at: now,
        by: actor.userId,
        set: { rejectedBy: actor.userId, rejectedAt: now, rejectionReason: reason },
      }),
      'the rejected batch',
    );
  });
}

/** Whether this user may withdraw the batch: who uploaded or submitted it, or anyone who may approve. */
export const mayCancelBatch = (actor: PaymentActor, row: Pick<PaymentBatchRow, 'uploadedBy' | 'submittedBy'>) =>
  row.uploadedBy === actor.userId || row.submittedBy === actor.userId || mayApprove(actor);

/** 'Cancelar': a batch not yet started (validated or waiting for approval); nothing was paid. */
export async function cancelBatch(ctx: AppContext, actor: PaymentActor, id: string): Promise<PaymentBatchRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, actor, id);
    if (!mayCancelBatch(actor, batch)) throw new AppError('PAY-016');
    if (batch.status !== 'validated' && batch.status !== 'pending_approval') throw new AppError('PAY-035');
    await markNotPaid(tx, batch);
    return theRow(
      await transition(tx, paymentBatches, LIFECYCLES.paymentBatch, {
        where: ofBatch(batch),
        from: batch.status,
        to: 'cancelled',
        at: now,
        by: actor.userId,
        set: { cancelledBy: actor.userId, cancelledAt: now },
      }),
      'the cancelled batch',
    );
  });
}
