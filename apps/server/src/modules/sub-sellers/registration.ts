import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { LIFECYCLES, SPLIT_STATUSES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { transition } from '../lifecycle/index.js';
import { AcquirerUnavailableError, withAcquirerTimeout } from '../../providers/acquirer/index.js';
import { subSellers, type SubSellerRecord } from './tables.js';

export const CHECK_REGISTRATIONS_JOB = 'sub-sellers.check-registrations';
const BATCH = 200;

/**
 * Sends the sub-seller for registration as a split recipient (docs/sub-sellers.md). The intent is
 * written first — PENDING, with a new reference — so a lost answer or a crash mid-call leaves a row
 * the check job finishes: it looks the reference up and sends it again if the acquirer never got it.
 */
export async function submitRegistration(ctx: AppContext, row: SubSellerRecord): Promise<void> {
  const reference = `rcp_${randomUUID()}`;
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) =>
    transition(tx, subSellers, LIFECYCLES.subSellerSplit, {
      where: and(eq(subSellers.sellerId, row.sellerId), eq(subSellers.id, row.id)),
      // Whatever the acquirer said before, a submission starts over.
      from: SPLIT_STATUSES,
      to: 'PENDING',
      at: now,
      column: subSellers.splitStatus,
      set: { splitStatusReason: null, registrationReference: reference, registrationSentAt: now, updatedAt: now },
    }),
  );
  await send(ctx, { ...row, registrationReference: reference });
}

async function send(ctx: AppContext, row: SubSellerRecord): Promise<void> {
  try {
    await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.acquirer.registerRecipient({
        reference: row.registrationReference!,
        document: row.document,
        name: row.name,
        bank: row.bank,
        issuer: row.issuer,
        accountNumber: row.accountNumber,
        bankDigit: row.bankDigit,
      }),
    );
  } catch (error) {
    // Unknown outcome: the row stays PENDING with its reference; the check job decides.
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ err: { name: error.name, reason: error.reason } }, 'sub-seller registration unanswered');
  }
}

/**
 * The check job (every minute): each PENDING registration is asked for its review; ACTIVE or
 * INACTIVE (with the acquirer's reason) is written only while the row still holds that reference, so
 * a resubmission made meanwhile is never overwritten by the old review. A registration the acquirer
 * never received is sent again with the same reference. Returns the rows decided.
 */
export async function checkRegistrations(ctx: AppContext): Promise<number> {
  const pending = await ctx.db
    .select()
    .from(subSellers)
    .where(eq(subSellers.splitStatus, 'PENDING'))
    .orderBy(asc(subSellers.registrationSentAt))
    .limit(BATCH);
  let decided = 0;
  for (const row of pending) {
    const reference = row.registrationReference;
    if (!reference) {
      await submitRegistration(ctx, row);
      continue;
    }
    let answer;
    try {
      answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.acquirer.recipientStatus(reference));
    } catch (error) {
      if (error instanceof AcquirerUnavailableError) continue;
      throw error;
    }
    if (!answer.found) {
      await send(ctx, row);
      continue;
    }
    if (answer.result.status === 'PENDING') continue;
    const now = ctx.clock.now();
    const moved = await ctx.db.transaction((tx) =>
      transition(tx, subSellers, LIFECYCLES.subSellerSplit, {
        where: and(
          eq(subSellers.sellerId, row.sellerId),
          eq(subSellers.id, row.id),
          eq(subSellers.registrationReference, reference),
        ),
        from: 'PENDING',
        to: answer.result.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
        at: now,
        column: subSellers.splitStatus,
        set: { splitStatusReason: answer.result.status === 'REFUSED' ? answer.result.reason : null, updatedAt: now },
      }),
    );
    decided += moved.length;
  }
  return decided;
}
