import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardTransactionStatus, type Card, type CardTransaction } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import type { cards } from './tables.js';
import { cardTransactions } from './tables.js';
import { cardWindow } from './window.js';

export type CardRow = typeof cards.$inferSelect;
export type CardTransactionRow = typeof cardTransactions.$inferSelect;

/** What each card spent this month (approved and not reversed), by card id. */
export async function spentThisMonth(db: DbOrTx, sellerId: string, cardIds: string[], now: Date) {
  if (cardIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      cardId: cardTransactions.cardId,
      spent: sql<number>`coalesce(sum(${cardTransactions.amount}), 0)`.mapWith(Number),
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.sellerId, sellerId),
        inArray(cardTransactions.cardId, cardIds),
        eq(cardTransactions.month, cardWindow(now).start),
        eq(cardTransactions.approved, true),
        eq(cardTransactions.reversed, false),
      ),
    )
    .groupBy(cardTransactions.cardId);
  return new Map(rows.map((row) => [row.cardId, row.spent]));
}

/** A card as the browser sees it: never its number or CVV; the actions this user may take now. */
export function toCard(row: CardRow, spent: number, balance: number, manageable: boolean, now: Date): Card {
  const live = row.status === 'ACTIVE' || row.status === 'BLOCKED';
  const rest = row.limit === null ? balance : Math.max(0, Math.min(row.limit - spent, balance));
  return {
    id: row.id,
    cardName: row.name,
    status: row.status,
    type: row.type,
    panMasked: row.last4 ? `final ${row.last4}` : null,
    last4: row.last4,
    expiry: row.expiry,
    limitValue: row.limit,
    invoiceValue: spent,
    availableValue: row.status === 'ACTIVE' ? rest : 0,
    window: cardWindow(now),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    actions: {
      open: row.status !== 'PENDING',
      block: manageable && row.status === 'ACTIVE',
      unblock: manageable && row.status === 'BLOCKED',
      cancel: manageable && row.status !== 'CANCELED',
      rename: live,
      reveal: live,
    },
  };
}

export function toTransaction(row: CardTransactionRow): CardTransaction {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    merchantName: row.merchantName,
    mcc: row.mcc,
    billingAmount: row.amount,
    approved: row.approved,
    reversed: row.reversed,
    status: cardTransactionStatus(row),
    declineReason: row.declineReason,
  };
}
