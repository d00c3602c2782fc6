import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { canTransition, cents, LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { AcquirerUnavailableError, type CardAttemptResult } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { bookChargePayment } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { notifyPaid } from './seller-notices.js';
import { lateCharges } from './interest.js';
import { lockCharge, type ChargeRecord } from './queries.js';
import { chargeSplitOf } from './split-shares.js';
import { chargeAttempts, charges as chargesTable } from './tables.js';
import { transitionCharge } from './transition.js';

/**
 * The buyer's money arrived: PAID, with late interest for a boleto, the ledger entry with fee and
 * receivables, the counters and the notification, all in the caller's transaction (ledger first,
 * then the status: the lock order of transition.ts). Then `charge.paid` is announced in the same
 * transaction, for the modules above charges (invoices requests the invoice).
 */
export async function settlePayment(tx: Tx, events: DomainEvents, now: Date, charge: ChargeRecord): Promise<void> {
  if (!canTransition(charge.status, 'PAID')) throw new AppError('GEN-409');
  const paidDate = businessDate(now);
  const interest =
    charge.paymentMethod === 'BOLETO'
      ? lateCharges(cents(charge.value), charge.expirationDate, paidDate, {
          fineBp: charge.fineBp,
          interestMonthlyBp: charge.interestMonthlyBp,
        })
      : cents(0);
  const amount = cents(charge.value + interest);
  const fee = await bookChargePayment(tx, {
    id: charge.id,
    sellerId: charge.sellerId,
    paymentMethod: charge.paymentMethod,
    installments: charge.installments,
    amount,
    paidAt: now,
    paidDate,
    split: charge.paymentLinkId ? await chargeSplitOf(tx, charge.sellerId, charge.id) : [],
  });
  await transitionCharge(tx, charge, 'PAID', {
    paidAt: now,
    paidDate,
    interest,
    fee,
    challengeId: null,
    updatedAt: now,
  });
  await notifyPaid(tx, now, charge, amount, paidDate, charge.status === 'LATE');
  await events.publish(tx, 'charge.paid', {
    chargeId: charge.id,
    sellerId: charge.sellerId,
    value: cents(charge.value),
    amount,
    paymentMethod: charge.paymentMethod,
    paymentLinkId: charge.paymentLinkId,
    subscriptionId: charge.subscriptionId,
    paidAt: now,
    paidDate,
  });
}

const ATTEMPTABLE = new Set(['SCHEDULED', 'LATE', 'FAILED']);

type Attempt = typeof chargeAttempts.$inferSelect;

/** An attempt by id, within its seller (every tenant query names the seller). */
const ofAttempt = (attempt: Pick<Attempt, 'id' | 'sellerId'>) =>
  and(eq(chargeAttempts.id, attempt.id), eq(chargeAttempts.sellerId, attempt.sellerId));

/** Whether a charge has an authorization in flight (the delete and manual-payment moves wait for it). */
export async function hasOpenAttempt(tx: Tx, chargeId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: chargeAttempts.id })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.chargeId, chargeId), eq(chargeAttempts.status, 'PROCESSING')))
    .limit(1);
  return !!open;
}

/**
 * Records an authorization's outcome on an attempt still PROCESSING, with the charge locked: paid,
 * failed, or waiting for 3-D Secure. An attempt already settled (by the request or by
 * reconciliation, whichever came second) is left alone: each answer is applied once.
 */
async function applyCardResult(
  tx: Tx,
  events: DomainEvents,
  now: Date,
  charge: ChargeRecord,
  attempt: Attempt,
  result: CardAttemptResult,
) {
  if (attempt.status !== 'PROCESSING') return;
  if (result.outcome === 'CHALLENGE') {
    await transition(tx, chargeAttempts, LIFECYCLES.chargeAttempt, {
      where: ofAttempt(attempt),
      from: 'PROCESSING',
      to: 'PENDING_3DS',
      set: { challengeId: result.challengeId },
    });
    await transitionCharge(
      tx,
      charge,
      charge.status,
      { challengeId: result.challengeId, updatedAt: now },
      { stay: true },
    );
    return;
  }
  await settleAttempt(tx, events, now, charge, attempt.id, result);
}

/** An approved or declined answer, for a PROCESSING or PENDING_3DS attempt. */
async function settleAttempt(
  tx: Tx,
  events: DomainEvents,
  now: Date,
  charge: ChargeRecord,
  attemptId: string,
  result: Exclude<CardAttemptResult, { outcome: 'CHALLENGE' }>,
) {
  const declined = result.outcome === 'DECLINED';
  await transition(tx, chargeAttempts, LIFECYCLES.chargeAttempt, {
    where: ofAttempt({ id: attemptId, sellerId: charge.sellerId }),
    from: ['PROCESSING', 'PENDING_3DS'],
    to: declined ? 'FAILED' : 'APPROVED',
    set: { errorCode: declined ? result.code : null, errorMessage: declined ? result.message : null },
  });
  if (!declined) return settlePayment(tx, events, now, charge);
  await transitionCharge(
    tx,
    charge,
    'FAILED',
    {
      challengeId: null,
      errorCode: result.code,
      errorMessage: result.message,
      errorAt: now,
      updatedAt: now,
    },
    { stay: true },
  );
}

/** Claims an attempt under the charge's lock: one authorization in flight per charge, ever. */
async function claimAttempt(ctx: AppContext, sellerId: string, chargeId: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, sellerId, chargeId);
    if (!charge) throw notFound();
    if (charge.paymentMethod !== 'CREDIT_CARD' || !charge.cardToken) throw new AppError('CHG-003');
    if (!ATTEMPTABLE.has(charge.status) || charge.challengeId) throw new AppError('GEN-409');
    // The unique index on open attempts refuses a second one: nothing is inserted, and it is a 409.
    const [attempt] = await tx
      .insert(chargeAttempts)
      .values({
        chargeId,
        sellerId,
        status: 'PROCESSING',
        value: charge.value,
        expirationDate: charge.expirationDate,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!attempt) throw new AppError('GEN-409');
    return { charge, attempt };
  });
}

/** Applies an answer to the attempt, locking the charge first (the one lock order). */
async function applyAnswer(ctx: AppContext, attempt: Attempt, result: CardAttemptResult) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, attempt.sellerId, attempt.chargeId);
    if (!charge) return;
    const [current] = await tx.select().from(chargeAttempts).where(ofAttempt(attempt));
    if (current) await applyCardResult(tx, ctx.events, now, charge, current, result);
  });
}

/** Sends the authorization for a claimed attempt. An unknown outcome leaves it PROCESSING. */
async function sendAttempt(ctx: AppContext, charge: ChargeRecord, attempt: Attempt): Promise<'SETTLED' | 'UNKNOWN'> {
  try {
    const result = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.acquirer.authorizeCard({
        token: charge.cardToken!,
        amount: attempt.value,
        installments: charge.installments,
        reference: attempt.id,
        today: businessDate(ctx.clock.now()),
      }),
    );
    await applyAnswer(ctx, attempt, result);
    return 'SETTLED';
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, attemptId: attempt.id }, 'card authorization outcome unknown');
    return 'UNKNOWN';
  }
}

/**
 * Tries the charge's stored card now. The attempt is recorded (PROCESSING, its id the reference the
 * acquirer deduplicates on) under the charge's lock BEFORE the call, so two concurrent attempts make
 * one authorization; the network call holds no lock; the answer is applied once. When the answer
 * does not come back the attempt stays PROCESSING and reconcileAttempts settles it.
 */
export async function attemptCard(ctx: AppContext, sellerId: string, chargeId: string): Promise<'SETTLED' | 'UNKNOWN'> {
  const { charge, attempt } = await claimAttempt(ctx, sellerId, chargeId);
  return sendAttempt(ctx, charge, attempt);
}

/**
 * Job: attempts PROCESSING for longer than the lease (RECONCILE_LEASE_MS, a minute). The acquirer is asked what became of each
 * reference: a result is applied; 'never received' means the authorization is sent again with the
 * same reference (safe: the acquirer deduplicates on it); no answer leaves it for the next run.
 */
export async function reconcileAttempts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const stale = await ctx.db
    .select()
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.status, 'PROCESSING'), lt(chargeAttempts.createdAt, cutoff)))
    .orderBy(asc(chargeAttempts.createdAt))
    .limit(200);
  return settleEach(ctx.log, 'attempt', stale, async (attempt) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.acquirer.paymentStatus(attempt.id));
    if (known.found) {
      await applyAnswer(ctx, attempt, known.result);
      return true;
    }
    const [charge] = await ctx.db
      .select()
      .from(chargesTable)
      .where(and(eq(chargesTable.id, attempt.chargeId), eq(chargesTable.sellerId, attempt.sellerId)));
    return !!charge && (await sendAttempt(ctx, charge, attempt)) === 'SETTLED';
  });
}

/** The buyer answered the 3-D Secure challenge on the public /3ds page. */
export async function completeChallenge(ctx: AppContext, challengeId: string, code: string): Promise<void> {
  const [pending] = await ctx.db
    .select()
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.challengeId, challengeId), inArray(chargeAttempts.status, ['PENDING_3DS'])));
  if (!pending) throw new AppError('CHG-004');
  const result = await ctx.acquirer.completeChallenge(challengeId, code);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, pending.sellerId, pending.chargeId);
    if (!locked || locked.challengeId !== challengeId) throw new AppError('CHG-004');
    await settleAttempt(
      tx,
      ctx.events,
      now,
      locked,
      pending.id,
      result.outcome === 'CHALLENGE'
        ? { outcome: 'DECLINED', code: 'N7', message: 'Autenticação 3-D Secure recusada.' }
        : result,
    );
  });
}
