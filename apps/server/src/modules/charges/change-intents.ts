import { and, eq, lt, max } from 'drizzle-orm';
import { canChangeCharge, LIFECYCLES, type ChargeStatus } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { transition } from '../lifecycle/index.js';
import { instrumentReference, issueBoletoOrPix } from './instrument.js';
import { findCharge, lockCharge, type ChargeRecord } from './queries.js';
import { chargeChangeIntents, chargeHistory } from './tables.js';
import { transitionCharge } from './transition.js';

/**
 * The boundary of 'Alterar cobrança' (design.md §3: record the intent before the call). The change
 * is written REQUESTED, with the revision it reserves, before the acquirer issues the new boleto or
 * Pix; the charge takes it in a second transaction (APPLIED). A failed call ABANDONS it; a crash
 * between the two leaves it REQUESTED, and `reconcileChanges` issues the same revision again (the
 * acquirer answers a repeated reference with the same instrument) and applies it. A revision is
 * never issued twice with different values: each change reserves a new one.
 */
export type ChangeIntent = typeof chargeChangeIntents.$inferSelect;

export const RECONCILE_CHANGES_JOB = 'charges.reconcile-changes';

/** A change still REQUESTED a day later is not applied any more: the seller has moved on. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;

export function assertChangeable(charge: ChargeRecord) {
  if (!canChangeCharge(charge)) throw new AppError('CHG-030');
}

/** First transaction: the charge is still as read and open, no other change is on its way; the intent is written. */
export async function reserveChange(
  ctx: AppContext,
  read: ChargeRecord,
  change: Pick<ChangeIntent, 'value' | 'expirationDate' | 'userId'>,
): Promise<ChangeIntent> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, read.sellerId, read.id);
    if (!locked) throw notFound();
    if (locked.revision !== read.revision) throw new AppError('GEN-409');
    assertChangeable(locked);
    const [open] = await tx
      .select({ id: chargeChangeIntents.id })
      .from(chargeChangeIntents)
      .where(
        and(
          eq(chargeChangeIntents.sellerId, read.sellerId),
          eq(chargeChangeIntents.chargeId, read.id),
          eq(chargeChangeIntents.status, 'REQUESTED'),
        ),
      );
    if (open) throw new AppError('CHG-034');
    const [reserved] = await tx
      .select({ last: max(chargeChangeIntents.revision) })
      .from(chargeChangeIntents)
      .where(and(eq(chargeChangeIntents.sellerId, read.sellerId), eq(chargeChangeIntents.chargeId, read.id)));
    const revision = Math.max(locked.revision, reserved?.last ?? 0) + 1;
    const row = await tx
      .insert(chargeChangeIntents)
      .values({
        sellerId: read.sellerId,
        chargeId: read.id,
        fromRevision: locked.revision,
        revision,
        ...change,
        status: 'REQUESTED',
        createdAt: ctx.clock.now(),
      })
      .returning();
    return theRow(row, 'the change intent');
  });
}

/** The acquirer's boleto or Pix for the intent's revision (the same one again for the same reference). */
export function issueForChange(ctx: AppContext, charge: ChargeRecord, intent: ChangeIntent) {
  return issueBoletoOrPix(ctx, charge.sellerId, {
    reference: instrumentReference({ id: charge.id, revision: intent.revision }),
    paymentMethod: charge.paymentMethod as 'BOLETO' | 'PIX',
    value: intent.value,
    expirationDate: intent.expirationDate,
    customerName: charge.customerName,
    customerDocument: charge.customerDocument,
  });
}

function settle(db: DbOrTx, intent: ChangeIntent, to: 'APPLIED' | 'ABANDONED', at: Date) {
  return transition(db, chargeChangeIntents, LIFECYCLES.chargeChange, {
    where: and(eq(chargeChangeIntents.sellerId, intent.sellerId), eq(chargeChangeIntents.id, intent.id)),
    from: 'REQUESTED',
    to,
    set: { settledAt: at },
  });
}

/** The call failed: nothing changes, and the reserved revision is never issued again. */
export async function abandonChange(ctx: AppContext, intent: ChangeIntent): Promise<void> {
  await settle(ctx.db, intent, 'ABANDONED', ctx.clock.now());
}

/**
 * Second transaction: the charge takes the new instrument, value and date, the change enters its
 * history, and the intent is APPLIED. A charge paid, cancelled or changed since the intent was
 * written is left alone and the intent ABANDONED (`refusal` says why to a seller who is waiting).
 */
export async function applyChange(
  ctx: AppContext,
  intent: ChangeIntent,
  instrument: Awaited<ReturnType<typeof issueForChange>>,
): Promise<boolean> {
  const now = ctx.clock.now();
  const refusal = await ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, intent.sellerId, intent.chargeId);
    const still = await tx
      .select({ status: chargeChangeIntents.status })
      .from(chargeChangeIntents)
      .where(and(eq(chargeChangeIntents.sellerId, intent.sellerId), eq(chargeChangeIntents.id, intent.id)))
      .for('update');
    if (still[0]?.status !== 'REQUESTED') return 'GEN-409' as const;
    if (!locked || locked.revision !== intent.fromRevision || !canChangeCharge(locked)) {
      await settle(tx, intent, 'ABANDONED', now);
      return !locked || locked.revision !== intent.fromRevision ? ('GEN-409' as const) : ('CHG-030' as const);
    }
    const to: ChargeStatus = intent.expirationDate >= businessDate(now) ? 'SCHEDULED' : locked.status;
    await transitionCharge(
      tx,
      locked,
      to,
      {
        ...instrument,
        value: intent.value,
        expirationDate: intent.expirationDate,
        revision: intent.revision,
        updatedAt: now,
      },
      { refusal: 'CHG-030', stay: true },
    );
    await tx.insert(chargeHistory).values({
      sellerId: intent.sellerId,
      chargeId: intent.chargeId,
      kind: 'CHANGED',
      at: now,
      userId: intent.userId,
      previousExpirationDate: locked.expirationDate,
      expirationDate: intent.expirationDate,
      previousValue: locked.value,
      value: intent.value,
    });
    await settle(tx, intent, 'APPLIED', now);
    return null;
  });
  if (refusal) throw new AppError(refusal);
  await ctx.audit.record({
    action: 'charge.changed',
    sellerId: intent.sellerId,
    userId: intent.userId,
    details: { chargeId: intent.chargeId, revision: intent.revision },
  });
  return true;
}

/**
 * Job: changes left REQUESTED by a crash (older than the lease) are finished: the same revision is
 * issued again and applied, or ABANDONED when the charge moved on or a day has passed. An acquirer
 * still failing leaves it for the next run. Returns how many were settled.
 */
export async function reconcileChanges(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  const stale = await ctx.db
    .select()
    .from(chargeChangeIntents)
    .where(
      and(
        eq(chargeChangeIntents.status, 'REQUESTED'),
        lt(chargeChangeIntents.createdAt, new Date(now - ctx.config.reconcileLeaseMs)),
      ),
    )
    .orderBy(chargeChangeIntents.createdAt)
    .limit(100);
  let settled = 0;
  for (const intent of stale) {
    try {
      if (now - intent.createdAt.getTime() > GIVE_UP_MS) {
        await abandonChange(ctx, intent);
      } else {
        const charge = await findCharge(ctx.db, intent.sellerId, intent.chargeId);
        if (!charge || charge.revision !== intent.fromRevision || !canChangeCharge(charge)) {
          await abandonChange(ctx, intent);
        } else {
          await applyChange(ctx, intent, await issueForChange(ctx, charge, intent));
        }
      }
      settled += 1;
    } catch (error) {
      if (!(error instanceof AppError))
        ctx.log.warn({ code: 'CHARGE_CHANGE_RECONCILE_FAILED' }, 'change left for the next run');
    }
  }
  return settled;
}
