import { and, eq, inArray } from 'drizzle-orm';
import { cents, LIFECYCLES, type CardLimitsUpdate, type CardStatusUpdate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import { transition } from '../lifecycle/index.js';
import { assertManageable, type CardActor } from './rules.js';
import { cards } from './tables.js';
import type { CardRow } from './views.js';

/** The seller's card by id (another seller's: 404), for a change: PENDING and CANCELED refuse it. */
async function changeable(db: DbOrTx, sellerId: string, id: string, lock = false): Promise<CardRow> {
  const query = db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.sellerId, sellerId)));
  const [card] = lock ? await query.for('update') : await query;
  if (!card) throw new AppError('CRD-001');
  if (card.status === 'PENDING') throw new AppError('CRD-002');
  if (card.status === 'CANCELED') throw new AppError('CRD-003');
  return card;
}

/** Rename (spec 4 §2's dialog; any user of the area, even under the toggle). */
export async function renameCard(ctx: AppContext, actor: CardActor, id: string, name: string): Promise<CardRow> {
  const card = await changeable(ctx.db, actor.sellerId, id);
  return theRow(
    await ctx.db
      .update(cards)
      .set({ name })
      .where(and(eq(cards.id, card.id), eq(cards.sellerId, actor.sellerId)))
      .returning(),
    'the renamed card',
  );
}

/** 'Bloquear' / 'Desbloquear' (spec 4 §4): the next purchase is refused from the moment it commits. */
export async function setCardStatus(
  ctx: AppContext,
  actor: CardActor,
  id: string,
  { status }: CardStatusUpdate,
): Promise<CardRow> {
  assertManageable(actor);
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    // The card's lock: a purchase being decided finishes first, the next one sees the new status.
    const card = await changeable(tx, actor.sellerId, id, true);
    if (card.status === status) throw new AppError('CRD-004');
    return theRow(
      await transition(tx, cards, LIFECYCLES.card, {
        where: and(eq(cards.id, card.id), eq(cards.sellerId, actor.sellerId)),
        from: card.status,
        to: status,
        at: now,
        by: actor.userId,
      }),
      'the card',
    );
  });
  await ctx.audit.record({
    action: status === 'BLOCKED' ? 'cards.blocked' : 'cards.unblocked',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { cardId: moved.id },
  });
  return moved;
}

/** 'Cancelar' (spec 4 §4): permanent; every later purchase is refused. A PENDING card may be cancelled too. */
export async function cancelCard(ctx: AppContext, actor: CardActor, id: string): Promise<CardRow> {
  assertManageable(actor);
  const now = ctx.clock.now();
  const canceled = await ctx.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, id), eq(cards.sellerId, actor.sellerId)))
      .for('update');
    if (!card) throw new AppError('CRD-001');
    if (card.status === 'CANCELED') throw new AppError('CRD-003');
    return theRow(
      await transition(tx, cards, LIFECYCLES.card, {
        where: and(eq(cards.id, card.id), eq(cards.sellerId, actor.sellerId)),
        from: card.status,
        to: 'CANCELED',
        at: now,
        by: actor.userId,
        set: { canceledAt: now },
      }),
      'the cancelled card',
    );
  });
  await ctx.audit.record({
    action: 'cards.canceled',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { cardId: canceled.id },
  });
  return canceled;
}

/**
 * 'Gerenciar limites' → 'Salvar' (spec 4 §4): every changed LIMIT_BALANCE card at once, or none (a
 * card of another seller, cancelled or of free balance refuses the whole save). Each change is
 * audited with its old and new limit. A lower limit than the month already spent is allowed: the
 * card then refuses purchases until it renews.
 */
export async function updateCardLimits(ctx: AppContext, actor: CardActor, { limits }: CardLimitsUpdate): Promise<void> {
  assertManageable(actor);
  const changed: Array<{ cardId: string; from: number | null; to: number }> = [];
  await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(limits.map((change) => change.cardId))];
    const found = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.sellerId, actor.sellerId), inArray(cards.id, ids)))
      .orderBy(cards.id)
      .for('update');
    if (found.length !== ids.length) throw new AppError('CRD-001');
    for (const card of found) {
      if (card.status === 'CANCELED') throw new AppError('CRD-003');
      if (card.type !== 'LIMIT_BALANCE') throw new AppError('CRD-006');
    }
    for (const change of limits) {
      const card = found.find((row) => row.id === change.cardId)!;
      if (card.limit === change.newLimit) continue;
      await tx
        .update(cards)
        .set({ limit: cents(change.newLimit) })
        .where(and(eq(cards.id, card.id), eq(cards.sellerId, actor.sellerId)));
      changed.push({ cardId: card.id, from: card.limit, to: change.newLimit });
    }
  });
  // After the commit: the audit has its own connection (one change a row: who, which card, from, to).
  for (const details of changed) {
    await ctx.audit.record({ action: 'cards.limit_changed', sellerId: actor.sellerId, userId: actor.userId, details });
  }
}
