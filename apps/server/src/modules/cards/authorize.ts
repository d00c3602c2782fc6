import { and, eq, sql } from 'drizzle-orm';
import { BLOCKED_CARD_MCCS, cents, formatBRL } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { theRow } from '../../lib/rows.js';
import { accountId, bookOutflow, bookOutflowReturn, lockAvailableBalance } from '../ledger/index.js';
import { sellerFeatures } from '../sellers/index.js';
import { cards, cardTransactions } from './tables.js';
import type { CardRow, CardTransactionRow } from './views.js';
import { spentThisMonth } from './views.js';
import { cardWindow } from './window.js';

/** An authorisation as the issuer sends it: its own id (a repeat is the same one), the merchant, the amount. */
export interface AuthorizationRequest {
  issuerAuthorizationId: string;
  cardId: string;
  merchantName: string;
  mcc: string;
  amount: number;
}

/**
 * Decides a purchase the issuer asks about (docs/cards.md, "Authorisations"), in one transaction:
 * the card's row locked (two purchases on one card are decided one after the other), then — first
 * refusal wins — the card must be ACTIVE, the seller not under block_items_credit_card, the
 * merchant's category not blocked, a LIMIT_BALANCE card's month not exceeded, and the available
 * balance (locked) enough. Approved: the CARD_PURCHASE entry moves the amount to the card clearing.
 * Every decision is kept (the 'Extrato'), and the issuer asking again gets the same one.
 */
export async function decideAuthorization(ctx: AppContext, request: AuthorizationRequest): Promise<CardTransactionRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.issuerAuthorizationId, request.issuerAuthorizationId));
    if (earlier) return earlier;
    // The card locked, with whether its seller is under block_items_credit_card, in one statement.
    const [found] = await tx
      .select({
        card: cards,
        frozen: sql<boolean>`exists (select 1 from ${sellerFeatures} f where f.seller_id = ${cards.sellerId}
          and f.feature = 'block_items_credit_card')`,
      })
      .from(cards)
      .where(eq(cards.id, request.cardId))
      .for('update', { of: cards });
    if (!found) throw new AppError('CRD-001');
    const { card } = found;
    // Read before the balance's lock is taken: the seller's other purchases wait only for the debit.
    const clearingId = await accountId(tx, null, 'PLATFORM_CARD_CLEARING');
    const { refusal, availableId } = await decide(tx, card, found.frozen, request, now);
    const approved = refusal === null;
    let entryId: string | null = null;
    if (approved && availableId) {
      entryId = await bookOutflow(tx, {
        sellerId: card.sellerId,
        amount: request.amount,
        clearing: 'PLATFORM_CARD_CLEARING',
        kind: 'CARD_PURCHASE',
        at: now,
        statementType: 'DEBIT_CARD',
        operation: `Cartão ${card.name}: ${request.merchantName}`,
        availableId,
        clearingId,
      });
    }
    const [row] = await tx
      .insert(cardTransactions)
      .values({
        sellerId: card.sellerId,
        cardId: card.id,
        issuerAuthorizationId: request.issuerAuthorizationId,
        merchantName: request.merchantName,
        mcc: request.mcc,
        amount: cents(request.amount),
        approved,
        declineReason: refusal,
        month: cardWindow(now).start,
        entryId,
        createdAt: now,
      })
      // Two deliveries of one authorisation racing: the second finds the first's decision.
      .onConflictDoNothing({ target: cardTransactions.issuerAuthorizationId })
      .returning();
    if (row) return row;
    throw new AuthorizationRaceError();
  });
}

/** The same authorisation decided twice at once: the transaction rolls back and the caller reads the first. */
class AuthorizationRaceError extends Error {}

/** Decides, answering the first decision when the issuer's repeat raced it. */
export async function authorize(ctx: AppContext, request: AuthorizationRequest): Promise<CardTransactionRow> {
  try {
    return await decideAuthorization(ctx, request);
  } catch (error) {
    if (!(error instanceof AuthorizationRaceError)) throw error;
    return theRow(
      await ctx.db
        .select()
        .from(cardTransactions)
        .where(eq(cardTransactions.issuerAuthorizationId, request.issuerAuthorizationId)),
      'the first decision',
    );
  }
}

type Decision = { refusal: string; availableId?: undefined } | { refusal: null; availableId: string };

/** Why this purchase is refused, in pt-BR, or the locked balance it is paid from. Runs under the card's lock. */
async function decide(
  tx: Tx,
  card: CardRow,
  frozen: boolean,
  request: AuthorizationRequest,
  now: Date,
): Promise<Decision> {
  const refused = (refusal: string): Decision => ({ refusal });
  if (card.status === 'BLOCKED') return refused('Cartão bloqueado.');
  if (card.status === 'CANCELED') return refused('Cartão cancelado.');
  if (card.status !== 'ACTIVE') return refused('Cartão ainda não está ativo.');
  if (frozen) return refused('Os cartões desta conta estão bloqueados.');
  const category = BLOCKED_CARD_MCCS[request.mcc];
  if (category) return refused(`Categoria bloqueada: ${category}.`);
  if (card.limit !== null) {
    const spent = (await spentThisMonth(tx, card.sellerId, [card.id], now)).get(card.id) ?? 0;
    if (spent + request.amount > card.limit) {
      return refused(`Limite do cartão insuficiente: restam ${formatBRL(Math.max(0, card.limit - spent))} neste mês.`);
    }
  }
  const available = await lockAvailableBalance(tx, card.sellerId);
  if (request.amount > available.balance) return refused('Saldo insuficiente na conta.');
  return { refusal: null, availableId: available.id };
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
