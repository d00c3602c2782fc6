import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { businessDate } from '../../lib/business-date.js';
import { releaseDueReceivables, releaseDueSubSellerReceivables } from '../ledger/index.js';
import { notifyLate } from './seller-notices.js';
import { attemptCard } from './payment.js';
import { transitionCharges } from './transition.js';
import { chargeAttempts, charges } from './tables.js';

export const MARK_LATE_JOB = 'charges.mark-late';
export const ATTEMPT_DUE_JOB = 'charges.attempt-due-cards';
export const RELEASE_RECEIVABLES_JOB = 'ledger.release-receivables';
export const RECONCILE_ATTEMPTS_JOB = 'charges.reconcile-attempts';

const BATCH = 500;

/**
 * Open charges whose due date has passed (in São Paulo) become LATE, each with a
 * NOTIFICATION_PAYMENT_LATE. Batched, row-locked and idempotent.
 */
export async function markLateCharges(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  let total = 0;
  for (;;) {
    const moved = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(charges)
        .where(and(eq(charges.status, 'SCHEDULED'), lt(charges.expirationDate, today)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const moved = new Set(
        (
          await transitionCharges(
            tx,
            due.map((charge) => charge.id),
            'SCHEDULED',
            'LATE',
            { updatedAt: now },
          )
        ).map((row) => row.id),
      );
      for (const charge of due) {
        if (!moved.has(charge.id)) continue;
        await notifyLate(tx, now, charge);
        await ctx.events.publish(tx, 'charge.late', {
          chargeId: charge.id,
          sellerId: charge.sellerId,
          subscriptionId: charge.subscriptionId,
          lateAt: now,
        });
      }
      return due.length;
    });
    total += moved;
    if (moved < BATCH) return total;
  }
}

/**
 * Card charges due today or earlier that were never attempted are attempted with their stored card.
 * Runs at 08:00 and every hour after (a catch-up): a charge created due today after the 08:00 run,
 * or one the 00:05 job already marked LATE before any attempt, is still attempted, once.
 */
export async function attemptDueCardCharges(ctx: AppContext): Promise<number> {
  const today = businessDate(ctx.clock.now());
  const seen = new Set<string>();
  for (;;) {
    const due = await ctx.db
      .select({ id: charges.id, sellerId: charges.sellerId })
      .from(charges)
      .where(
        and(
          inArray(charges.status, ['SCHEDULED', 'LATE']),
          lte(charges.expirationDate, today),
          eq(charges.paymentMethod, 'CREDIT_CARD'),
          isNotNull(charges.cardToken),
          isNull(charges.challengeId),
          sql`not exists (select 1 from ${chargeAttempts} where ${chargeAttempts.chargeId} = ${charges.id})`,
          seen.size > 0 ? notInArray(charges.id, [...seen]) : undefined,
        ),
      )
      .limit(100);
    for (const charge of due) {
      seen.add(charge.id);
      await attemptCard(ctx, charge.sellerId, charge.id).catch((error: unknown) =>
        ctx.log.warn({ err: error, chargeId: charge.id }, 'scheduled card attempt failed'),
      );
    }
    if (due.length < 100) return seen.size;
  }
}

/** Settles the seller's receivables due today, then the sub-sellers' shares of split sales. */
export async function releaseReceivables(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const sellers = await releaseDueReceivables(ctx.db, today, now);
  return sellers + (await releaseDueSubSellerReceivables(ctx.db, today, now));
}
