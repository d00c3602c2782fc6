import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray } from 'drizzle-orm';
import type { ChargeStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { businessDate } from '../../lib/business-date.js';
import { releaseDueReceivables } from '../ledger/payments.js';
import { notifyLate } from './events.js';
import { attemptCard } from './payment.js';
import { adjustCounts } from './queries.js';
import { charges } from './tables.js';

export const MARK_LATE_JOB = 'charges.mark-late';
export const ATTEMPT_DUE_JOB = 'charges.attempt-due-cards';
export const RELEASE_RECEIVABLES_JOB = 'ledger.release-receivables';

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
      await tx
        .update(charges)
        .set({ status: 'LATE', updatedAt: now })
        .where(
          inArray(
            charges.id,
            due.map((charge) => charge.id),
          ),
        );
      const perSeller = new Map<string, number>();
      for (const charge of due) {
        perSeller.set(charge.sellerId, (perSeller.get(charge.sellerId) ?? 0) + 1);
        await notifyLate(tx, now, charge);
      }
      for (const [sellerId, n] of perSeller) {
        await adjustCounts(tx, sellerId, { SCHEDULED: -n, LATE: n } as Partial<Record<ChargeStatus, number>>);
      }
      return due.length;
    });
    total += moved;
    if (moved < BATCH) return total;
  }
}

/** Scheduled card charges due today or earlier are attempted with their stored card, once per run. */
export async function attemptDueCardCharges(ctx: AppContext): Promise<number> {
  const today = businessDate(ctx.clock.now());
  const seen = new Set<string>();
  for (;;) {
    const due = await ctx.db
      .select({ id: charges.id, sellerId: charges.sellerId })
      .from(charges)
      .where(
        and(
          eq(charges.status, 'SCHEDULED'),
          lte(charges.expirationDate, today),
          eq(charges.paymentMethod, 'CREDIT_CARD'),
          isNotNull(charges.cardToken),
          isNull(charges.challengeId),
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

export function releaseReceivables(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return releaseDueReceivables(ctx.db, businessDate(now), now);
}
