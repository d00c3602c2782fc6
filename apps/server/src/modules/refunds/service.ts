import { and, asc, eq, lt } from 'drizzle-orm';
import { canRefund, cents, LIFECYCLES, refundableAmount, type RefundCreate, type RefundResult } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { AcquirerUnavailableError, type RefundResult as AcquirerAnswer } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import { type Actor, type ChargeRecord, findCharge, lockCharge, transitionCharge } from '../charges/index.js';
import { invoicesFollowRefund } from '../invoices/index.js';
import { transition } from '../lifecycle/index.js';
import { reverseTakeBack, takeBackFromSeller } from '../ledger/index.js';
import { createNotification } from '../notifications/index.js';
import { chargeRefunds } from './tables.js';
import { toRefund } from './view.js';

/** What the refund is booked as on the seller's statement. */
const OPERATION = { CREDIT_CARD: 'Estorno Cartão de Crédito', PIX: 'Estorno Pix' } as const;
export const RECONCILE_REFUNDS_JOB = 'refunds.reconcile';

type RefundRow = typeof chargeRefunds.$inferSelect;

/** A refund by id, within its seller (every tenant query names the seller). */
const ofRefund = (refund: Pick<RefundRow, 'id' | 'sellerId'>) =>
  and(eq(chargeRefunds.id, refund.id), eq(chargeRefunds.sellerId, refund.sellerId));

/**
 * Refunds part or all of a PAID card or Pix charge (D8: the one refund call).
 *
 * 1. In one transaction, with the charge row locked (every refund of a charge waits here, so their
 *    sum can never pass the value): check, record the refund as PENDING (the intent, with the
 *    request's idempotency key), book the ledger entry, raise the charge's refunded total (REFUND
 *    when it reaches the value).
 * 2. Ask the acquirer, outside any transaction, with a timeout; the refund id is the reference the
 *    acquirer deduplicates on.
 * 3. Approved: SUCCEEDED (201). Refused: the reversing entry, FAILED, 502. No answer (timeout, lost
 *    connection): the outcome is unknown, so the refund stays PENDING (202) and reconcileRefunds
 *    settles it — it is never treated as refused, since the acquirer may have paid the buyer.
 *
 * The provider keeps its fee on refunds (docs/refunds.md): the seller gives back what the buyer paid.
 */
export async function refundCharge(
  ctx: AppContext,
  actor: Actor,
  chargeId: string,
  body: RefundCreate,
  idempotencyKey?: string,
): Promise<{ status: 201 | 202; result: RefundResult }> {
  const { refund, created, charge } = await bookRefund(ctx, actor, chargeId, body, idempotencyKey);
  const settled = refund.status === 'PENDING' ? await askAcquirer(ctx, refund, charge.paymentMethod) : refund;
  if (settled.status === 'FAILED') throw new AppError('CHG-010');
  if (created && settled.status === 'SUCCEEDED') {
    await ctx.audit.record({
      action: 'charge.refunded',
      sellerId: actor.sellerId,
      userId: actor.userId,
      details: { chargeId, refundId: refund.id, amount: refund.amount, asFraud: refund.asFraud },
    });
  }
  return { status: settled.status === 'PENDING' ? 202 : 201, result: resultOf(settled, charge) };
}

/** The charge as the booking left it (read under its lock): what the answer reports. */
type ChargeAfter = Pick<ChargeRecord, 'status' | 'value' | 'refunded' | 'paymentMethod'>;

/** The answer for a refund: the refund and what its charge has left to refund. */
function resultOf(refund: RefundRow, charge: ChargeAfter): RefundResult {
  return {
    refund: toRefund(refund),
    refundedAmount: charge.refunded,
    refundableAmount: charge.value - charge.refunded,
    status: charge.status,
  };
}

/**
 * Books the refund, or finds the one its idempotency key already made (a retry after a lost answer or
 * a crash: it is looked up under the charge's lock, so a retry racing the first request sees it).
 */
async function bookRefund(
  ctx: AppContext,
  actor: Actor,
  chargeId: string,
  body: RefundCreate,
  key?: string,
): Promise<{ refund: RefundRow; created: boolean; charge: ChargeAfter }> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  return ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, actor.sellerId, chargeId);
    if (!charge) throw notFound();
    if (key) {
      const [earlier] = await tx
        .select()
        .from(chargeRefunds)
        .where(and(eq(chargeRefunds.sellerId, actor.sellerId), eq(chargeRefunds.idempotencyKey, key)));
      if (earlier) return { refund: earlier, created: false, charge };
    }
    const state = {
      status: charge.status,
      paymentMethod: charge.paymentMethod,
      value: charge.value,
      refundedAmount: charge.refunded,
    };
    if (!canRefund(state)) throw new AppError('CHG-008');
    if (body.amount > refundableAmount(state)) throw new AppError('CHG-009');
    const refunded = cents(charge.refunded + body.amount);
    // Ledger first, then the status (the lock order of charges/transition.ts).
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
      saleRemaining: charge.value + charge.interest - charge.refunded,
    });
    const [refund] = await tx
      .insert(chargeRefunds)
      .values({
        sellerId: actor.sellerId,
        chargeId,
        amount: cents(body.amount),
        asFraud: body.asFraud,
        status: 'PENDING',
        userId: actor.userId,
        idempotencyKey: key ?? null,
        entryId,
        createdAt: now,
      })
      .returning();
    const status = refunded === charge.value ? 'REFUND' : 'PAID';
    await transitionCharge(tx, charge, status, { refunded, updatedAt: now }, { stay: true });
    if (status === 'REFUND') await invoicesFollowRefund(tx, { ...charge, refunded }, now);
    return { refund: refund!, created: true, charge: { ...charge, status, refunded } };
  });
}

/** Sends the refund to the acquirer and applies a definite answer; an unknown one leaves it PENDING. */
async function askAcquirer(ctx: AppContext, refund: RefundRow, paymentMethod: string): Promise<RefundRow> {
  try {
    const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.acquirer.refund({
        reference: refund.id,
        chargeReference: refund.chargeId,
        paymentMethod: paymentMethod as 'CREDIT_CARD' | 'PIX',
        amount: refund.amount,
      }),
    );
    return await applyRefundAnswer(ctx, refund, answer);
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, refundId: refund.id }, 'refund outcome unknown');
    return refund;
  }
}

/**
 * Applies the acquirer's answer once, with the charge and the refund locked: approved → SUCCEEDED;
 * refused → the booking reversed (the refunded total and the status put back) and FAILED. A refund
 * already settled (the request and reconciliation raced) is returned as it is.
 */
async function applyRefundAnswer(ctx: AppContext, refund: RefundRow, answer: AcquirerAnswer): Promise<RefundRow> {
  const now = ctx.clock.now();
  if (answer.outcome === 'APPROVED') {
    // Nothing else moves on an approval (the money was booked with the request): one guarded update.
    const [done] = await ctx.db.transaction((tx) =>
      transition(tx, chargeRefunds, LIFECYCLES.refund, {
        where: ofRefund(refund),
        from: 'PENDING',
        to: 'SUCCEEDED',
        at: now,
        set: { acquirerReference: answer.acquirerReference, checkedAt: now },
      }),
    );
    return done ?? (await ctx.db.select().from(chargeRefunds).where(ofRefund(refund)))[0]!;
  }
  return ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, refund.sellerId, refund.chargeId);
    const [current] = await tx.select().from(chargeRefunds).where(ofRefund(refund)).for('update');
    if (!charge || !current || current.status !== 'PENDING') return current ?? refund;
    return undoRefund(tx, now, charge, current, answer.code);
  });
}

/** The acquirer refused: reverse the entry, give the amount back to the charge, mark the refund FAILED. */
async function undoRefund(tx: Tx, now: Date, charge: ChargeRecord, refund: RefundRow, code: string) {
  await reverseTakeBack(tx, refund.entryId, 'REFUND_REVERSAL', now, businessDate(now));
  const status = charge.status === 'REFUND' ? 'PAID' : charge.status;
  await transitionCharge(
    tx,
    charge,
    status,
    { refunded: cents(charge.refunded - refund.amount), updatedAt: now },
    { stay: true },
  );
  const [failed] = await transition(tx, chargeRefunds, LIFECYCLES.refund, {
    where: ofRefund(refund),
    from: 'PENDING',
    to: 'FAILED',
    at: now,
    set: { failureCode: code, checkedAt: now },
  });
  return failed!;
}

/**
 * Job: refunds PENDING for longer than the lease (the answer was lost, or the process died before or
 * after asking). The acquirer is asked what became of each reference: an answer is applied; 'never
 * received' means the refund is sent again with the same reference (safe: the acquirer deduplicates
 * on it); no answer leaves it for the next run. A refund refused here tells the seller.
 */
export async function reconcileRefunds(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const stale = await ctx.db
    .select()
    .from(chargeRefunds)
    .where(and(eq(chargeRefunds.status, 'PENDING'), lt(chargeRefunds.createdAt, cutoff)))
    .orderBy(asc(chargeRefunds.createdAt))
    .limit(200);
  return settleEach(ctx.log, 'refund', stale, async (refund) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.acquirer.refundStatus(refund.id));
    const after = known.found
      ? await applyRefundAnswer(ctx, refund, known.result)
      : await askAcquirer(ctx, refund, (await findCharge(ctx.db, refund.sellerId, refund.chargeId))!.paymentMethod);
    if (after.status === 'PENDING') {
      await ctx.db.update(chargeRefunds).set({ checkedAt: ctx.clock.now() }).where(ofRefund(refund));
      return false;
    }
    if (after.status === 'FAILED') await notifyRefused(ctx, after);
    return true;
  });
}

async function notifyRefused(ctx: AppContext, refund: RefundRow) {
  const charge = await findCharge(ctx.db, refund.sellerId, refund.chargeId);
  await createNotification(ctx.db, ctx.clock.now(), {
    sellerId: refund.sellerId,
    type: 'NOTIFICATION_REFUND_FAILED',
    variables: { uuid: refund.chargeId, buyer: charge?.customerName ?? '', amount: String(refund.amount) },
  });
}
