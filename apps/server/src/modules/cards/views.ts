import { cardTransactionStatus, type Card, type CardTransaction } from '@cofre/contract';
import type { cards, cardTransactions } from './tables.js';
import { cardWindow } from './window.js';

export type CardRow = typeof cards.$inferSelect;
export type CardTransactionRow = typeof cardTransactions.$inferSelect;

/** What the card spent in this São Paulo month (approved, not reversed): its counter, if it is this month's. */
export const spentOf = (row: Pick<CardRow, 'spent' | 'spentMonth'>, now: Date): number =>
  row.spentMonth === cardWindow(now).start ? row.spent : 0;

/** A card as the browser sees it: never its number or CVV; the actions this user may take now. */
export function toCard(row: CardRow, balance: number, manageable: boolean, now: Date): Card {
  const spent = spentOf(row, now);
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
