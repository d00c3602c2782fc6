import { and, asc, count, eq, lt, ne } from 'drizzle-orm';
import { cents, LIFECYCLES, type CardCreate, type cardCreateSchema } from '@cofre/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { sealCardData } from '../../lib/card-vault.js';
import { theRow } from '../../lib/rows.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { CardIssueState } from '../../providers/card-issuer/port.js';
import { activePayerAccount } from '../banking/index.js';
import { transition } from '../lifecycle/index.js';
import { assertManageable, type CardActor } from './rules.js';
import { cards } from './tables.js';
import type { CardRow } from './views.js';

export const POLL_CARD_ISSUING_JOB = 'cards.poll-issuing';
/** Cards a seller may hold at once (cancelled ones aside), as issuers cap them per account. */
export const CARDS_PER_SELLER = 100;

export type { CardCreate };

/**
 * 'Gerar cartão' (spec 4 §2 'New card modal', §5; docs/cards.md): refused without an ACTIVE PJ account
 * (BNK-005), under block_items_credit_card (CRD-005) or past 100 cards (CRD-009). The card is written
 * PENDING first (its id is the issuer's reference), then the issuer is asked outside the
 * transaction: made → ACTIVE with its number sealed; refused → CANCELED with the reason; no answer →
 * PENDING, and `cards.poll-issuing` asks again by the reference.
 */
export async function createCard(
  ctx: AppContext,
  actor: CardActor,
  body: z.output<typeof cardCreateSchema>,
): Promise<CardRow> {
  assertManageable(actor);
  const payer = await activePayerAccount(ctx.db, actor.sellerId);
  if (!payer) throw new AppError('BNK-005');
  const now = ctx.clock.now();
  const card = await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ total: count() })
      .from(cards)
      .where(and(eq(cards.sellerId, actor.sellerId), ne(cards.status, 'CANCELED')));
    if ((held?.total ?? 0) >= CARDS_PER_SELLER) throw new AppError('CRD-009');
    return theRow(
      await tx
        .insert(cards)
        .values({
          sellerId: actor.sellerId,
          status: 'PENDING',
          type: body.limitType,
          name: body.cardName,
          limit: body.newLimit === null ? null : cents(body.newLimit),
          createdBy: actor.userId,
          createdAt: now,
          checkedAt: now,
        })
        .returning(),
      'the new card',
    );
  });
  return askIssuer(ctx, card, payer.companyDocument);
}

/** Asks the issuer for the card (a repeat of the same reference is the same card) and applies the answer. */
async function askIssuer(ctx: AppContext, card: CardRow, holderDocument: string): Promise<CardRow> {
  try {
    const state = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.cardIssuer.issueCard({ reference: card.id, name: card.name, holderDocument }),
    );
    return await applyIssueState(ctx, card, state);
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, cardId: card.id }, 'card issuing outcome unknown');
    return card;
  }
}

/** The issuer's answer, applied once (guarded by PENDING): the number sealed before it is stored. */
export async function applyIssueState(ctx: AppContext, card: CardRow, state: CardIssueState): Promise<CardRow> {
  const now = ctx.clock.now();
  const where = and(eq(cards.id, card.id), eq(cards.sellerId, card.sellerId));
  if (state.status === 'PENDING') {
    const [kept] = await ctx.db.update(cards).set({ checkedAt: now }).where(where).returning();
    return kept ?? card;
  }
  const pan = state.status === 'ISSUED' ? sealCardData(ctx.secrets, state.pan) : null;
  const [moved] = await ctx.db.transaction((tx) =>
    state.status === 'ISSUED'
      ? transition(tx, cards, LIFECYCLES.card, {
          where,
          from: 'PENDING',
          to: 'ACTIVE',
          at: now,
          set: {
            issuerCardId: state.issuerCardId,
            last4: state.pan.slice(-4),
            expiry: state.expiry,
            panSealed: pan!.sealed,
            cvvSealed: sealCardData(ctx.secrets, state.cvv).sealed,
            keyId: pan!.keyId,
            checkedAt: now,
          },
        })
      : transition(tx, cards, LIFECYCLES.card, {
          where,
          from: 'PENDING',
          to: 'CANCELED',
          at: now,
          set: { failureReason: state.reason, canceledAt: now, checkedAt: now },
        }),
  );
  return moved ?? theRow(await ctx.db.select().from(cards).where(where), 'the card');
}

/**
 * Job (every minute): PENDING cards asked more than a lease ago are looked up by reference — found:
 * its state applied (made, refused, or still being made); never received: asked again under the
 * same reference; no answer: left for the next run.
 */
export async function pollCardIssuing(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const open = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.status, 'PENDING'), lt(cards.checkedAt, cutoff)))
    .orderBy(asc(cards.checkedAt))
    .limit(200);
  return settleEach(ctx.log, 'card', open, async (card) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.cardIssuer.issueStatus(card.id));
    let after: CardRow;
    if (known.found) after = await applyIssueState(ctx, card, known.result);
    else {
      const payer = await activePayerAccount(ctx.db, card.sellerId);
      after = payer ? await askIssuer(ctx, card, payer.companyDocument) : card;
    }
    if (after.status === 'PENDING') {
      await ctx.db
        .update(cards)
        .set({ checkedAt: ctx.clock.now() })
        .where(and(eq(cards.id, card.id), eq(cards.sellerId, card.sellerId)));
      return false;
    }
    return true;
  });
}
