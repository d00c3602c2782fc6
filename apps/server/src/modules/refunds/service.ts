import { and, eq } from 'drizzle-orm';
import { canRefund, refundableAmount, type RefundCreate, type RefundResult } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Actor } from '../charges/service.js';
import { adjustCounts, lockCharge } from '../charges/queries.js';
import { charges } from '../charges/tables.js';
import { reverseTakeBack, takeBackFromSeller } from '../ledger/take-back.js';
import { chargeRefunds } from './tables.js';

/** What the refund is booked as on the seller's statement. */
const OPERATION = { CREDIT_CARD: 'Estorno Cartão de Crédito', PIX: 'Estorno Pix' } as const;

/**
 * Refunds part or all of a PAID card or Pix charge (D8: the one refund call).
 *
 * 1. In one transaction, with the charge row locked (every refund of a charge waits here, so their
 *    sum can never pass the value): check, record the refund as PENDING, raise the charge's refunded
 *    total (REFUND when it reaches the value) and book the ledger entry.
 * 2. Ask the acquirer, outside any transaction (a network call must not hold the lock).
 * 3. Approved: SUCCEEDED. Refused: the reversing entry, the total and status put back, FAILED, 502.
 *
 * The provider keeps its fee on refunds (docs/refunds.md): the seller gives back what the buyer paid.
 */
export async function refundCharge(
  ctx: AppContext,
  actor: Actor,
  chargeId: string,
  body: RefundCreate,
): Promise<RefundResult> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const booked = await ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, actor.sellerId, chargeId);
    if (!charge) throw notFound();
    const state = {
      status: charge.status,
      paymentMethod: charge.paymentMethod,
      value: charge.value,
      refundedAmount: charge.refunded,
    };
    if (!canRefund(state)) throw new AppError(409, 'CHG-008');
    if (body.amount > refundableAmount(state)) throw new AppError(409, 'CHG-009');
    const refunded = charge.refunded + body.amount;
    const status = refunded === charge.value ? 'REFUND' : 'PAID';
    const [refund] = await tx
      .insert(chargeRefunds)
      .values({
        sellerId: actor.sellerId,
        chargeId,
        amount: body.amount,
        asFraud: body.asFraud,
        status: 'PENDING',
        userId: actor.userId,
        createdAt: now,
      })
      .returning();
    await tx
      .update(charges)
      .set({ refunded, status, updatedAt: now })
      .where(and(eq(charges.id, chargeId), eq(charges.sellerId, actor.sellerId)));
    if (status !== charge.status) await adjustCounts(tx, actor.sellerId, { [charge.status]: -1, [status]: 1 });
    const entryId = await takeBackFromSeller(tx, {
      sellerId: actor.sellerId,
      chargeId,
      amount: body.amount,
      kind: 'REFUND',
      to: { sellerId: null, kind: 'PLATFORM_ACQUIRER_CLEARING' },
      statementType: 'DEBIT_REFUND',
      operation: OPERATION[charge.paymentMethod as keyof typeof OPERATION],
      occurredAt: now,
      today,
    });
    return {
      refund,
      entryId,
      status,
      refunded,
      paymentMethod: charge.paymentMethod as 'CREDIT_CARD' | 'PIX',
      value: charge.value,
    };
  });

  const answer = await ctx.acquirer
    .refund({
      reference: booked.refund.id,
      chargeReference: chargeId,
      paymentMethod: booked.paymentMethod,
      amount: body.amount,
    })
    .catch((error: unknown) => {
      ctx.log.warn({ err: error, refundId: booked.refund.id }, 'acquirer refund call failed');
      return { outcome: 'REFUSED' as const, code: 'NETWORK', message: 'acquirer unreachable' };
    });
  if (answer.outcome === 'REFUSED') {
    await undoRefund(ctx, actor.sellerId, booked.refund.id, booked.entryId, answer.code);
    throw new AppError(502, 'CHG-010');
  }
  await ctx.db
    .update(chargeRefunds)
    .set({ status: 'SUCCEEDED', acquirerReference: answer.acquirerReference })
    .where(eq(chargeRefunds.id, booked.refund.id));
  await ctx.audit.record({
    action: 'charge.refunded',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { chargeId, refundId: booked.refund.id, amount: body.amount, asFraud: body.asFraud },
  });
  return {
    refund: {
      uuid: booked.refund.id,
      amount: booked.refund.amount,
      asFraud: booked.refund.asFraud,
      createdAt: booked.refund.createdAt.toISOString(),
    },
    refundedAmount: booked.refunded,
    refundableAmount: booked.value - booked.refunded,
    status: booked.status,
  };
}

/** The acquirer refused: reverse the entry, give the amount back to the charge, mark the refund FAILED. */
async function undoRefund(ctx: AppContext, sellerId: string, refundId: string, entryId: string, code: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(chargeRefunds).where(eq(chargeRefunds.id, refundId));
    const charge = await lockCharge(tx, sellerId, refund.chargeId);
    if (!charge) return;
    const refunded = charge.refunded - refund.amount;
    const status = charge.status === 'REFUND' ? 'PAID' : charge.status;
    await tx
      .update(charges)
      .set({ refunded, status, updatedAt: now })
      .where(and(eq(charges.id, charge.id), eq(charges.sellerId, sellerId)));
    if (status !== charge.status) await adjustCounts(tx, sellerId, { [charge.status]: -1, [status]: 1 });
    await reverseTakeBack(tx, entryId, 'REFUND_REVERSAL', now, businessDate(now));
    await tx.update(chargeRefunds).set({ status: 'FAILED', failureCode: code }).where(eq(chargeRefunds.id, refundId));
  });
}
