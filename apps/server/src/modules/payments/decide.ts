import { and, eq } from 'drizzle-orm';
import { LIFECYCLES, type PixPaymentRejection } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { transition } from '../lifecycle/index.js';
import { ofPayment, sendToBank, type PixPaymentRow } from './execute.js';
import { mayApprove, type PaymentActor } from './policy.js';
import { executeApproved } from './submit.js';
import { pixPayments } from './tables.js';

/** The payment under its row lock, within the actor's seller (another seller's id → PAY-001, a 404). */
async function lockPayment(tx: Tx, actor: PaymentActor, id: string): Promise<PixPaymentRow> {
  const [row] = await tx
    .select()
    .from(pixPayments)
    .where(and(eq(pixPayments.id, id), eq(pixPayments.sellerId, actor.sellerId)))
    .for('update');
  if (!row) throw new AppError('PAY-001');
  return row;
}

/** A decision needs a payment still waiting: one that moved meanwhile was decided by someone else. */
export function assertPending(row: Pick<PixPaymentRow, 'status'>): void {
  if (row.status !== 'pending_approval') {
    throw new AppError(
      ['approved', 'scheduled', 'processing', 'completed', 'rejected'].includes(row.status) ? 'PAY-005' : 'PAY-015',
    );
  }
}

/**
 * 'Aprovar' (D3): the approver is the signed-in user, who must not be its submitter (PAY-004, even
 * if promoted since). The row is locked, so of two approvers clicking at once the second finds it
 * decided (PAY-005). Approved for today → debited in this transaction (a short balance or limit
 * refuses the approval and it stays pending); for a later day → scheduled.
 */
export async function approvePixPayment(
  ctx: AppContext,
  actor: PaymentActor,
  id: string,
  notes?: string,
): Promise<PixPaymentRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockPayment(tx, actor, id);
    assertPending(current);
    if (current.submittedBy === actor.userId) throw new AppError('PAY-004');
    const approved = theRow(
      await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: ofPayment(current),
        from: 'pending_approval',
        to: 'approved',
        at: now,
        by: actor.userId,
        set: { approvedBy: actor.userId, approvedAt: now, notes: notes || current.notes },
      }),
      'the approved payment',
    );
    return executeApproved(tx, approved, now, businessDate(now), actor.userId);
  });
  return row.status === 'processing' ? sendToBank(ctx, row) : row;
}

/** 'Rejeitar' with one of the seven reasons; single-use like the approval. */
export async function rejectPixPayment(
  ctx: AppContext,
  actor: PaymentActor,
  id: string,
  body: PixPaymentRejection,
): Promise<PixPaymentRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockPayment(tx, actor, id);
    assertPending(current);
    return theRow(
      await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: ofPayment(current),
        from: 'pending_approval',
        to: 'rejected',
        at: now,
        by: actor.userId,
        set: {
          rejectedBy: actor.userId,
          rejectedAt: now,
          rejectionReason: body.reason,
          notes: body.notes || current.notes,
        },
      }),
      'the rejected payment',
    );
  });
}

/** Whether this user may withdraw this payment: its submitter, or anyone who may approve. */
export const mayCancel = (actor: PaymentActor, row: Pick<PixPaymentRow, 'submittedBy'>) =>
  row.submittedBy === actor.userId || mayApprove(actor);

/** 'Cancelar pagamento' (D22): a payment still waiting for approval or for its day, withdrawn before any money moves. */
export async function cancelPixPayment(ctx: AppContext, actor: PaymentActor, id: string): Promise<PixPaymentRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockPayment(tx, actor, id);
    if (!mayCancel(actor, current)) throw new AppError('PAY-016');
    if (current.status !== 'pending_approval' && current.status !== 'scheduled') throw new AppError('PAY-012');
    return theRow(
      await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: ofPayment(current),
        from: current.status,
        to: 'cancelled',
        at: now,
        by: actor.userId,
        set: { cancelledBy: actor.userId, cancelledAt: now },
      }),
      'the cancelled payment',
    );
  });
}
