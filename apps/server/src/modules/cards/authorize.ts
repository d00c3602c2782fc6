import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import { bookOutflowReturn } from '../ledger/index.js';
import { decideAuthorizations, type AuthorizationRequest } from './decide.js';
import { cards, cardTransactions } from './tables.js';
import type { CardTransactionRow } from './views.js';

export type { AuthorizationRequest } from './decide.js';

interface Waiting {
  request: AuthorizationRequest;
  resolve: (row: CardTransactionRow) => void;
  reject: (error: unknown) => void;
}

/** The authorisations waiting for the next group, per application (one desk per process). */
const desks = new WeakMap<AppContext, { waiting: Waiting[]; deciding: boolean }>();
/** A group's size bound: one transaction's statements stay small, and a bigger wait gains nothing. */
const GROUP = 200;

/**
 * Decides a purchase the issuer asks about, answering within one commit of the purchases already
 * being decided: while a group is in its transaction, the purchases that arrive wait and are decided
 * together in the next one (docs/cards.md, "Authorisations"). Alone, a purchase is its own group.
 */
export function authorize(ctx: AppContext, request: AuthorizationRequest): Promise<CardTransactionRow> {
  let desk = desks.get(ctx);
  if (!desk) desks.set(ctx, (desk = { waiting: [], deciding: false }));
  const decided = new Promise<CardTransactionRow>((resolve, reject) => desk.waiting.push({ request, resolve, reject }));
  if (!desk.deciding) void decideWaiting(ctx, desk);
  return decided;
}

async function decideWaiting(ctx: AppContext, desk: { waiting: Waiting[]; deciding: boolean }): Promise<void> {
  desk.deciding = true;
  try {
    while (desk.waiting.length > 0) {
      const group = desk.waiting.splice(0, GROUP);
      try {
        const decisions = await decideAuthorizations(
          ctx,
          group.map((waiting) => waiting.request),
        );
        for (const { request, resolve, reject } of group) {
          const decision = decisions.get(request.issuerAuthorizationId);
          if (decision instanceof Error || !decision) reject(decision ?? new Error('no decision was made'));
          else resolve(decision);
        }
      } catch (error) {
        for (const waiting of group) waiting.reject(error);
      }
    }
  } finally {
    desk.deciding = false;
  }
}

/**
 * The issuer reverses an approved purchase (the merchant cancelled it, or it was never captured):
 * under the card's lock, once, the amount comes back to the available balance as CREDIT_REVERSAL.
 */
export async function reverseAuthorization(
  ctx: AppContext,
  sellerId: string,
  cardId: string,
  transactionId: string,
): Promise<CardTransactionRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.id, transactionId),
          eq(cardTransactions.cardId, cardId),
          eq(cardTransactions.sellerId, sellerId),
        ),
      );
    if (!found) throw new AppError('CRD-001');
    await tx.select({ id: cards.id }).from(cards).where(eq(cards.id, found.cardId)).for('update');
    const [current] = await tx
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.id, transactionId), eq(cardTransactions.sellerId, sellerId)))
      .for('update');
    if (!current || !current.approved || current.reversed) return current ?? found;
    // The month's counter gives the amount back if the purchase is of the month it counts.
    await tx
      .update(cards)
      .set({ spent: sql`${cards.spent} - ${current.amount}` })
      .where(and(eq(cards.id, current.cardId), eq(cards.sellerId, sellerId), eq(cards.spentMonth, current.month)));
    const reversalEntryId = await bookOutflowReturn(tx, {
      sellerId,
      amount: current.amount,
      clearing: 'PLATFORM_CARD_CLEARING',
      kind: 'CARD_PURCHASE_REVERSED',
      at: now,
      operation: `Estorno no cartão: ${current.merchantName}`,
    });
    return theRow(
      await tx
        .update(cardTransactions)
        .set({ reversed: true, reversalEntryId, reversedAt: now })
        .where(and(eq(cardTransactions.id, transactionId), eq(cardTransactions.reversed, false)))
        .returning(),
      'the reversed purchase',
    );
  });
}
