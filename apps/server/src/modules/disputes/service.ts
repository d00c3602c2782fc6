import { and, eq } from 'drizzle-orm';
import {
  cents,
  CHARGEBACK_CONTEST_DAYS,
  canTransition,
  LIFECYCLES,
  type DisputeReasonCode,
  type NotificationType,
} from '@cofre/contract';
import { transition } from '../lifecycle/index.js';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { addDays, businessDate } from '../../lib/business-date.js';
import { type ChargeRecord, lockCharge, transitionCharge } from '../charges/index.js';
import { accountId, heldFromSubSellers, postEntry, subSellerAccountId, takeBackFromSeller } from '../ledger/index.js';
import { createNotification } from '../notifications/index.js';
import { findDispute } from './queries.js';
import { chargeDisputes } from './tables.js';

function notify(db: DbOrTx, now: Date, charge: ChargeRecord, type: NotificationType, amount: number, date: string) {
  return createNotification(db, now, {
    sellerId: charge.sellerId,
    type,
    variables: { uuid: charge.id, buyer: charge.customerName, amount: String(amount), date },
  });
}

/**
 * The card network opens a dispute (sandbox action): DISPUTE, the deadline 5 calendar days after
 * the request (spec 1 §9), and what is still the seller's of the charge held until it is decided.
 */
export async function openDispute(ctx: AppContext, sellerId: string, chargeId: string, reasonCode: DisputeReasonCode) {
  const now = ctx.clock.now();
  const today = businessDate(now);
  await ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, sellerId, chargeId);
    if (!charge) throw notFound();
    if (charge.paymentMethod !== 'CREDIT_CARD' || !canTransition(charge.status, 'DISPUTE')) {
      throw new AppError('DSP-001');
    }
    if (await findDispute(tx, chargeId)) throw new AppError('GEN-409');
    const amount = cents(charge.value + charge.interest - charge.refunded);
    const deadline = addDays(today, CHARGEBACK_CONTEST_DAYS);
    await tx
      .insert(chargeDisputes)
      .values({ chargeId, sellerId, status: 'OPEN', reasonCode, amount, openedAt: now, deadline });
    await takeBackFromSeller(tx, {
      sellerId,
      chargeId,
      amount,
      kind: 'DISPUTE_HOLD',
      to: { sellerId, kind: 'SELLER_DISPUTE_HELD' },
      statementType: 'DEBIT_CHARGEBACK',
      operation: 'Contestação - valor retido',
      occurredAt: now,
      today,
    });
    // Ledger first, then the status (the lock order of charges/transition.ts).
    await transitionCharge(
      tx,
      charge,
      'DISPUTE',
      { chargebackDeadline: deadline, updatedAt: now },
      { refusal: 'DSP-001' },
    );
    await notify(tx, now, charge, 'NOTIFICATION_DISPUTE_OPENED', amount, deadline);
  });
}

/**
 * The network decides (sandbox action). Won: the charge is PAID again and the held money becomes
 * available. Lost: CHARGEBACK, and the held money goes back through the acquirer to the buyer.
 */
export async function resolveDispute(ctx: AppContext, sellerId: string, chargeId: string, outcome: 'WON' | 'LOST') {
  const now = ctx.clock.now();
  const today = businessDate(now);
  await ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, sellerId, chargeId);
    if (!charge) throw notFound();
    const dispute = await findDispute(tx, chargeId);
    if (charge.status !== 'DISPUTE' || dispute?.status !== 'OPEN') throw new AppError('DSP-002');
    const status = outcome === 'WON' ? 'PAID' : 'CHARGEBACK';
    await transition(tx, chargeDisputes, LIFECYCLES.dispute, {
      where: and(eq(chargeDisputes.chargeId, chargeId), eq(chargeDisputes.sellerId, sellerId)),
      from: 'OPEN',
      to: outcome,
      at: now,
      set: { resolvedAt: now },
    });
    const held = await accountId(tx, sellerId, 'SELLER_DISPUTE_HELD');
    // Won: each party gets back what the hold took from it (a split sale's sub-sellers included).
    const subSellerParts = outcome === 'WON' ? await heldFromSubSellers(tx, sellerId, chargeId) : [];
    const toSubSellers = subSellerParts.reduce((sum, part) => sum + part.amount, 0);
    const release =
      outcome === 'WON'
        ? {
            accountId: await accountId(tx, sellerId, 'SELLER_AVAILABLE'),
            sellerId,
            statementType: 'CREDIT_REVERSAL' as const,
            operation: 'Contestação ganha - valor devolvido',
          }
        : { accountId: await accountId(tx, null, 'PLATFORM_ACQUIRER_CLEARING') };
    const subSellerLines = [];
    for (const part of subSellerParts) {
      subSellerLines.push({
        accountId: await subSellerAccountId(tx, sellerId, part.subSellerId, 'SUB_SELLER_AVAILABLE'),
        amount: part.amount,
        effectiveDate: today,
        sellerId,
        subSellerId: part.subSellerId,
        chargeId,
        operation: 'Contestação ganha - valor devolvido',
      });
    }
    await postEntry(tx, {
      sellerId,
      kind: outcome === 'WON' ? 'DISPUTE_WON' : 'CHARGEBACK',
      chargeId,
      occurredAt: now,
      postings: [
        { accountId: held, amount: -dispute.amount, effectiveDate: today, sellerId, chargeId },
        ...(dispute.amount - toSubSellers !== 0
          ? [{ ...release, amount: dispute.amount - toSubSellers, effectiveDate: today, chargeId }]
          : []),
        ...subSellerLines,
      ],
    });
    await transitionCharge(tx, charge, status, { updatedAt: now }, { refusal: 'DSP-002' });
    await notify(
      tx,
      now,
      charge,
      outcome === 'WON' ? 'NOTIFICATION_DISPUTE_WON' : 'NOTIFICATION_CHARGEBACK',
      dispute.amount,
      today,
    );
  });
}
