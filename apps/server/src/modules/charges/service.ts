import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { chargeMinimumError, toPage, type ChargeCreate, type ChargeListFilter } from '@cofre/contract';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Session } from '../../plugins/types.js';
import { attemptCard, hasOpenAttempt, settlePayment } from './payment.js';
import { transitionCharge } from './transition.js';
import { findCharge, listChargePage, lockCharge, type ChargeRecord } from './queries.js';
import { charges } from './tables.js';
import { storeChargeSplit } from './split-shares.js';
import { storeCharges, type ChargeOrigin } from './store.js';
import { chargeInstrument, instrumentIssuer, type IssuingSeller } from './instrument.js';
import { toChargeRow } from './view.js';

/** Who acts: the signed-in user, or the seed acting as the demo admin. */
export type Actor = Pick<Session, 'sellerId' | 'userId'>;

/** The list reads `db`: the route gives it the seller's read replica (plugins/read-replica.ts). */
export async function listCharges(db: Db, sellerId: string, filter: ChargeListFilter) {
  const { rows, total, capped } = await listChargePage(db, sellerId, filter);
  return { ...toPage(rows.map(toChargeRow), filter.page, filter.size, total), capped };
}

/**
 * Creates a charge, SCHEDULED until it is paid. A card charge due today is attempted at once; a
 * later one is attempted by the daily job on its date.
 */
export async function createCharge(
  ctx: AppContext,
  sellerId: string,
  body: ChargeCreate,
  idempotencyKey?: string,
): Promise<string> {
  return (await createChargeRecord(ctx, sellerId, body, idempotencyKey)).id;
}

/**
 * createCharge, also giving the row as this request stored it when nothing has touched it since
 * (not for a card charge attempted at once, nor for a retry that found an earlier charge).
 */
export async function createChargeRecord(
  ctx: AppContext,
  sellerId: string,
  body: ChargeCreate,
  idempotencyKey?: string,
  origin: ChargeOrigin = {},
  { keyFirstUse = false, issuingSeller }: { keyFirstUse?: boolean; issuingSeller?: IssuingSeller } = {},
): Promise<{ id: string; record?: ChargeRecord }> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  // A retried request (same Idempotency-Key) finds what the first one created, whatever became of
  // its answer: the card attempt it started is settled by reconciliation, never made twice. A key
  // claimed just now by this request (keyFirstUse) has no earlier run to find; should a charge older
  // than the claims' 24 h hold it all the same, the insert below skips and answers with that charge.
  const existing = idempotencyKey && !keyFirstUse ? await chargeOfKey(ctx, sellerId, idempotencyKey) : undefined;
  if (existing) return { id: existing };
  if (body.expirationDate < today) throw new AppError('CHG-006');
  const belowMinimum = chargeMinimumError(body);
  if (belowMinimum) throw new AppError(belowMinimum);
  const id = randomUUID();
  const instrument = await chargeInstrument(ctx, id, body, origin.storedCard, () =>
    instrumentIssuer(ctx, sellerId, issuingSeller),
  );
  const item = { id, body, idempotencyKey: idempotencyKey ?? null, origin, instrument };
  const { split } = origin;
  // The split is part of the sale: written with the charge, before any payment can settle it. Without
  // one, the charge's single statement commits by itself (store.ts says why).
  const [created] = split
    ? await ctx.db.transaction(async (tx) => {
        const stored = await storeCharges(tx, sellerId, now, [item]);
        if (stored[0]) await storeChargeSplit(tx, sellerId, id, split);
        return stored;
      })
    : await storeCharges(ctx.db, sellerId, now, [item]);
  // Lost a race with the same key (a retry while the first request still ran): the first one's charge.
  if (!created) return { id: (await chargeOfKey(ctx, sellerId, idempotencyKey!))! };
  if (body.paymentMethod === 'CREDIT_CARD' && body.expirationDate <= today) {
    // The charge exists from here on: a due-card run that claimed its attempt first changes nothing
    // for this answer (the attempt settles either way), so its 409 is not the request's outcome.
    await attemptCard(ctx, sellerId, id).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    });
    return { id };
  }
  return { id, record: created };
}

async function chargeOfKey(ctx: AppContext, sellerId: string, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), eq(charges.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/**
 * Moves a charge that involves no money (manual payment, delete, abandon): lock the row, check the
 * state machine, set the status and move the counters, in one transaction.
 */
async function moveCharge(
  ctx: AppContext,
  sellerId: string,
  id: string,
  to: 'PAID_MANUALLY' | 'CANCELED' | 'ABANDONED',
  refusal: 'CHG-001' | 'CHG-002' | 'GEN-409',
): Promise<void> {
  const now = ctx.clock.now();
  const paid = to === 'PAID_MANUALLY' ? { paidAt: now, paidDate: businessDate(now) } : {};
  await ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, sellerId, id);
    if (!charge) throw notFound();
    // An authorization in flight may still take the buyer's money: wait for its outcome.
    if (await hasOpenAttempt(tx, id)) throw new AppError(refusal);
    await transitionCharge(tx, charge, to, { challengeId: null, updatedAt: now, ...paid }, { refusal });
  });
}

/** 'Alterar para paga': the buyer paid outside the platform, so no money moves in the ledger. */
export async function markPaidManually(ctx: AppContext, session: Actor, id: string): Promise<void> {
  await moveCharge(ctx, session.sellerId, id, 'PAID_MANUALLY', 'CHG-001');
  await ctx.audit.record({
    action: 'charge.paid_manually',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { chargeId: id },
  });
}

/**
 * Delete keeps the record (statements and history point at it) and moves it to CANCELED. No user
 * (null) when a job cancels it: a cancelled subscription's open cycles.
 */
export async function deleteCharge(
  ctx: AppContext,
  session: { sellerId: string; userId: string | null },
  id: string,
): Promise<void> {
  await moveCharge(ctx, session.sellerId, id, 'CANCELED', 'CHG-002');
  await ctx.audit.record({
    action: 'charge.deleted',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { chargeId: id },
  });
}

/** Sandbox only: the bank (boleto) or the Pix network reports that the buyer paid. */
export async function simulateBuyerPayment(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  const charge = await findCharge(ctx.db, sellerId, id);
  if (!charge) throw notFound();
  if (charge.paymentMethod === 'CREDIT_CARD') throw new AppError('CHG-003');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, sellerId, id);
    if (!locked) throw notFound();
    await settlePayment(tx, ctx.events, now, locked);
  });
}

/** 'Desistência': the buyer gave up before paying (the hosted checkout reports it). */
export function abandonCharge(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  return moveCharge(ctx, sellerId, id, 'ABANDONED', 'GEN-409');
}
