import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { CardDetail, CardList } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { rowsOf } from '../../lib/rows.js';
import { sellerBalances } from '../ledger/index.js';
import { needsStepUp } from '../auth/index.js';
import { manageable, type CardActor } from './rules.js';
import { cards, cardTransactions } from './tables.js';
import { toCard, toTransaction } from './views.js';
import { cardWindow } from './window.js';

const ORDER = { ACTIVE: 0, BLOCKED: 1, PENDING: 2, CANCELED: 3 } as const;

/**
 * GET /cards (spec 4 §2 'Card list', §3 'Card limit summary'): the cards (live first, cancelled last)
 * and the summary the 'Fatura total' bar and 'Gerenciar limites' show: the month's open invoices,
 * the global limit (the available balance plus those invoices: what the cards could have spent this
 * month), 'Saldos Fixos' (the fixed limits of live LIMIT_BALANCE cards) and what remains.
 */
export async function listCards(ctx: AppContext, actor: CardActor): Promise<CardList> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(cards)
    .where(eq(cards.sellerId, actor.sellerId))
    .orderBy(desc(cards.createdAt));
  const { available } = await sellerBalances(ctx.db, actor.sellerId);
  const allowed = manageable(actor);
  const content = rows
    .map((row) => toCard(row, available, allowed, now))
    .sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const live = content.filter((card) => card.status !== 'CANCELED');
  const invoiceValue = content.reduce((sum, card) => sum + card.invoiceValue, 0);
  const totalValueBag = available + invoiceValue;
  const fixedValue = live.reduce((sum, card) => sum + (card.limitValue ?? 0), 0);
  return {
    content,
    summary: {
      invoiceValue,
      totalValueBag,
      fixedValue,
      availableValueVirtualCard: Math.max(0, totalValueBag - Math.max(fixedValue, invoiceValue)),
    },
    manageable: allowed,
  };
}

/** GET /cards/{id}: the card (PENDING cannot be opened: CRD-002) and this month's statement, newest first. */
export async function cardDetail(ctx: AppContext, actor: CardActor, id: string): Promise<CardDetail> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.sellerId, actor.sellerId)));
  if (!row) throw new AppError('CRD-001');
  if (row.status === 'PENDING') throw new AppError('CRD-002');
  const [transactions, { available }, stepUp] = await Promise.all([
    ctx.db
      .select()
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.cardId, row.id),
          eq(cardTransactions.sellerId, actor.sellerId),
          gte(cardTransactions.month, cardWindow(now).start),
        ),
      )
      .orderBy(desc(cardTransactions.createdAt))
      .limit(200),
    sellerBalances(ctx.db, actor.sellerId),
    needsStepUp(ctx, actor.userId),
  ]);
  return {
    card: toCard(row, available, manageable(actor), now),
    transactions: transactions.map(toTransaction),
    stepUp: stepUp ? 'code' : 'password',
  };
}

/** The seller's card by id, whatever its status (another seller's: CRD-001, 404). */
export async function ownedCard(ctx: AppContext, sellerId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.sellerId, sellerId)));
  if (!row) throw new AppError('CRD-001');
  return row;
}

/**
 * The cards whose month counter disagrees with their purchases (approved, not reversed, of the
 * counter's month): none, ever. The tests and the card bench check it after every run.
 */
export async function cardCounterDrift(ctx: AppContext): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      select c.id from ${cards} c
      left join ${cardTransactions} t on t.card_id = c.id and t.seller_id = c.seller_id
        and t.month = c.spent_month and t.approved and not t.reversed
      group by c.id, c.spent_cents
      having c.spent_cents <> coalesce(sum(t.amount_cents), 0)`),
  );
  return rows.map((row) => row.id);
}
