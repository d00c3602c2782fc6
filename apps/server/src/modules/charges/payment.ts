import { and, eq } from 'drizzle-orm';
import { canTransition } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { CardAttemptResult } from '../../providers/acquirer/port.js';
import { bookChargePayment } from '../ledger/payments.js';
import { requestInvoiceOnPayment } from '../invoices/service.js';
import { notifyPaid } from './events.js';
import { lateCharges } from './interest.js';
import { adjustCounts, lockCharge, type ChargeRecord } from './queries.js';
import { chargeAttempts, charges } from './tables.js';

/**
 * The buyer's money arrived: PAID, with late interest for a boleto, the ledger entry with fee and
 * receivables, the counters and the notification, all in the caller's transaction.
 */
export async function settlePayment(tx: Tx, now: Date, charge: ChargeRecord): Promise<void> {
  if (!canTransition(charge.status, 'PAID')) throw new AppError(409, 'GEN-409');
  const paidDate = businessDate(now);
  const interest =
    charge.paymentMethod === 'BOLETO'
      ? lateCharges(charge.value, charge.expirationDate, paidDate, {
          fineBp: charge.fineBp,
          interestMonthlyBp: charge.interestMonthlyBp,
        })
      : 0;
  const amount = charge.value + interest;
  const fee = await bookChargePayment(tx, {
    id: charge.id,
    sellerId: charge.sellerId,
    paymentMethod: charge.paymentMethod,
    installments: charge.installments,
    amount,
    paidAt: now,
    paidDate,
  });
  await tx
    .update(charges)
    .set({ status: 'PAID', paidAt: now, paidDate, interest, fee, challengeId: null, updatedAt: now })
    .where(eq(charges.id, charge.id));
  await adjustCounts(tx, charge.sellerId, { [charge.status]: -1, PAID: 1 });
  await notifyPaid(tx, now, charge, amount, paidDate, charge.status === 'LATE');
  await requestInvoiceOnPayment(tx, charge, now);
}

const ATTEMPTABLE = new Set(['SCHEDULED', 'LATE', 'FAILED']);

/** Records an authorization's outcome on a locked charge: paid, failed, or waiting for 3-D Secure. */
async function applyCardResult(tx: Tx, now: Date, charge: ChargeRecord, result: CardAttemptResult, attemptId?: string) {
  const attempt = {
    status:
      result.outcome === 'APPROVED'
        ? ('APPROVED' as const)
        : result.outcome === 'DECLINED'
          ? ('FAILED' as const)
          : ('PENDING_3DS' as const),
    errorCode: result.outcome === 'DECLINED' ? result.code : null,
    errorMessage: result.outcome === 'DECLINED' ? result.message : null,
    challengeId: result.outcome === 'CHALLENGE' ? result.challengeId : null,
  };
  if (attemptId) {
    await tx
      .update(chargeAttempts)
      .set({ status: attempt.status, errorCode: attempt.errorCode, errorMessage: attempt.errorMessage })
      .where(eq(chargeAttempts.id, attemptId));
  } else {
    await tx.insert(chargeAttempts).values({
      chargeId: charge.id,
      value: charge.value,
      expirationDate: charge.expirationDate,
      createdAt: now,
      ...attempt,
    });
  }
  if (result.outcome === 'APPROVED') return settlePayment(tx, now, charge);
  if (result.outcome === 'CHALLENGE') {
    await tx.update(charges).set({ challengeId: result.challengeId, updatedAt: now }).where(eq(charges.id, charge.id));
    return;
  }
  await tx
    .update(charges)
    .set({
      status: 'FAILED',
      challengeId: null,
      errorCode: result.code,
      errorMessage: result.message,
      errorAt: now,
      updatedAt: now,
    })
    .where(eq(charges.id, charge.id));
  if (charge.status !== 'FAILED') await adjustCounts(tx, charge.sellerId, { [charge.status]: -1, FAILED: 1 });
}

/**
 * Tries the charge's stored card now. The acquirer is called outside the transaction (a network
 * call must not hold a row lock); the result is applied only if the charge is still open.
 */
export async function attemptCard(ctx: AppContext, sellerId: string, chargeId: string): Promise<void> {
  const [charge] = await ctx.db
    .select()
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), eq(charges.id, chargeId)));
  if (!charge) throw notFound();
  if (charge.paymentMethod !== 'CREDIT_CARD' || !charge.cardToken) throw new AppError(409, 'CHG-003');
  if (!ATTEMPTABLE.has(charge.status) || charge.challengeId) throw new AppError(409, 'GEN-409');
  const now = ctx.clock.now();
  const result = await ctx.acquirer.authorizeCard({
    token: charge.cardToken,
    amount: charge.value,
    installments: charge.installments,
    reference: charge.id,
    today: businessDate(now),
  });
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, sellerId, chargeId);
    if (!locked || !ATTEMPTABLE.has(locked.status) || locked.challengeId) return;
    await applyCardResult(tx, now, locked, result);
  });
}

/** The buyer answered the 3-D Secure challenge on the public /3ds page. */
export async function completeChallenge(ctx: AppContext, challengeId: string, code: string): Promise<void> {
  const [pending] = await ctx.db.select().from(charges).where(eq(charges.challengeId, challengeId));
  if (!pending) throw new AppError(409, 'CHG-004');
  const result = await ctx.acquirer.completeChallenge(challengeId, code);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, pending.sellerId, pending.id);
    if (!locked || locked.challengeId !== challengeId) throw new AppError(409, 'CHG-004');
    const [attempt] = await tx
      .select({ id: chargeAttempts.id })
      .from(chargeAttempts)
      .where(eq(chargeAttempts.challengeId, challengeId));
    await applyCardResult(
      tx,
      now,
      locked,
      result.outcome === 'CHALLENGE'
        ? { outcome: 'DECLINED', code: 'N7', message: 'Autenticação 3-D Secure recusada.' }
        : result,
      attempt?.id,
    );
  });
}
