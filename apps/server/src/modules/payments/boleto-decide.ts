import { and, eq } from 'drizzle-orm';
import { LIFECYCLES, type PixPaymentRejection } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { transition } from '../lifecycle/index.js';
import { ofBoletoPayment, sendBoletoToBank, type BoletoPaymentRow } from './boleto-execute.js';
import { executeApprovedBoleto } from './boleto-submit.js';
import { boletoPayments } from './boleto-tables.js';
import { assertPending, mayCancel } from './decide.js';
import { mayApprove, type PaymentActor } from './policy.js';

/** The boleto payment under its row lock, within the actor's seller (another seller's id → PAY-001, a 404). */
async function lockBoletoPayment(tx: Tx, actor: PaymentActor, id: string): Promise<BoletoPaymentRow> {
  const [row] = await tx
    .select()
    .from(boletoPayments)
    .where(and(eq(boletoPayments.id, id), eq(boletoPayments.sellerId, actor.sellerId)))
    .for('update');
  if (!row) throw new AppError('PAY-001');
  return row;
}

/**
 * 'Aprovar' a boleto payment, by the Pix payment's rules (D3): never by its submitter (PAY-004),
 * once (the row lock: the second approver gets PAY-005); for today → debited in this transaction.
 */
export async function approveBoletoPayment(
  ctx: AppContext,
  actor: PaymentActor,
  id: string,
  notes?: string,
): Promise<BoletoPaymentRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockBoletoPayment(tx, actor, id);
    assertPending(current);
    if (current.submittedBy === actor.userId) throw new AppError('PAY-004');
    const approved = theRow(
      await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(current),
        from: 'pending_approval',
        to: 'approved',
        at: now,
        by: actor.userId,
        set: { approvedBy: actor.userId, approvedAt: now, notes: notes || current.notes },
      }),
      'the approved boleto payment',
    );
    return executeApprovedBoleto(tx, approved, now, businessDate(now), actor.userId);
  });
  return row.status === 'processing' ? sendBoletoToBank(ctx, row) : row;
}

/** 'Rejeitar' with one of the seven reasons. */
export async function rejectBoletoPayment(
  ctx: AppContext,
  actor: PaymentActor,
  id: string,
  body: PixPaymentRejection,
): Promise<BoletoPaymentRow> {
  if (!mayApprove(actor)) throw new AppError('PAY-014');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockBoletoPayment(tx, actor, id);
    assertPending(current);
    return theRow(
      await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(current),
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
      'the rejected boleto payment',
    );
  });
}

/** 'Cancelar pagamento': waiting for approval or for its day, withdrawn before any money moves. */
export async function cancelBoletoPayment(ctx: AppContext, actor: PaymentActor, id: string): Promise<BoletoPaymentRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockBoletoPayment(tx, actor, id);
    if (!mayCancel(actor, current)) throw new AppError('PAY-016');
    if (current.status !== 'pending_approval' && current.status !== 'scheduled') throw new AppError('PAY-012');
    return theRow(
      await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(current),
        from: current.status,
        to: 'cancelled',
        at: now,
        by: actor.userId,
        set: { cancelledBy: actor.userId, cancelledAt: now },
      }),
      'the cancelled boleto payment',
    );
  });
}
