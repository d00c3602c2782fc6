import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { BLOCKED_CARD_MCCS, cents, formatBRL } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { rowsOf } from '../../lib/rows.js';
import { accountId, bookOutflows, lockAvailableBalances, type Outflow } from '../ledger/index.js';
import { sellerFeatures } from '../sellers/index.js';
import { cards, cardTransactions } from './tables.js';
import type { CardRow, CardTransactionRow } from './views.js';
import { spentOf } from './views.js';
import { cardWindow } from './window.js';

/** An authorisation as the issuer sends it: its own id (a repeat is the same one), the merchant, the amount. */
export interface AuthorizationRequest {
  issuerAuthorizationId: string;
  cardId: string;
  merchantName: string;
  mcc: string;
  amount: number;
}

/** Each request's decision (or why none was made: an unknown card), by the issuer's authorisation id. */
export type Decisions = Map<string, CardTransactionRow | AppError>;

/** The platform's card clearing account, once a committed group has read it (it never changes). */
const clearings = new WeakMap<AppContext, string>();

/** Another process decided one of these authorisations at the same moment: the group is decided again. */
class AuthorizationRaceError extends Error {}

/**
 * Decides a group of purchases the issuer asks about (docs/cards.md, "Authorisations") in one
 * transaction of about eight statements whatever its size, so a hundred purchases at once wait for
 * one commit instead of queueing on the seller's balance one by one. The cards are locked in id
 * order, then the balances of their sellers in seller order (the order every debit keeps), and each
 * purchase is decided in the order it came (`staticRefusal`, then `limitRefusal`, then the balance), against what the
 * purchases before it in the group already took. Every decision is kept (the 'Extrato'); the issuer
 * asking again gets the same one, even when two processes raced on it.
 */
export async function decideAuthorizations(
  ctx: AppContext,
  requests: readonly AuthorizationRequest[],
): Promise<Decisions> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await decideOnce(ctx, requests, attempt > 1);
    } catch (error) {
      // A repeat of a decided purchase, or a racing transaction that has committed (our insert waited
      // for it): the next attempt reads the decisions already made first.
      if (!(error instanceof AuthorizationRaceError) || attempt === 3) throw error;
    }
  }
}

/**
 * One attempt. The first does not look for earlier decisions (almost every purchase is new, and the
 * unique issuer id finds a repeat at the end anyway, rolling the group back): one statement less
 * for every group.
 */
async function decideOnce(
  ctx: AppContext,
  requests: readonly AuthorizationRequest[],
  readEarlier: boolean,
): Promise<Decisions> {
  const now = ctx.clock.now();
  const decisions: Decisions = new Map();
  let clearing = clearings.get(ctx);
  const answered = await ctx.db.transaction(async (tx) => {
    const ids = requests.map((request) => request.issuerAuthorizationId);
    const earlier = readEarlier
      ? await tx.select().from(cardTransactions).where(inArray(cardTransactions.issuerAuthorizationId, ids))
      : [];
    for (const decided of earlier) decisions.set(decided.issuerAuthorizationId, decided);
    // The issuer's repeat inside one group is the same purchase: decided once.
    const open = [...new Map(requests.map((request) => [request.issuerAuthorizationId, request])).values()].filter(
      (request) => !decisions.has(request.issuerAuthorizationId),
    );
    if (open.length === 0) return decisions;
    // The cards locked in id order, each with whether its seller is under block_items_credit_card.
    const locked = await tx
      .select({
        card: cards,
        frozen: sql<boolean>`exists (select 1 from ${sellerFeatures} f where f.seller_id = ${cards.sellerId}
          and f.feature = 'block_items_credit_card')`,
      })
      .from(cards)
      .where(inArray(cards.id, [...new Set(open.map((request) => request.cardId))]))
      .orderBy(cards.id)
      .for('update', { of: cards });
    const found = new Map(locked.map((row) => [row.card.id, row]));
    const known = open.filter((request) => {
      if (found.has(request.cardId)) return true;
      decisions.set(request.issuerAuthorizationId, new AppError('CRD-001'));
      return false;
    });
    // Read before any balance is locked: the sellers' other debits wait only for the decisions.
    const clearingId = (clearing ??= await accountId(tx, null, 'PLATFORM_CARD_CLEARING'));
    const spent = new Map(locked.map(({ card }) => [card.id, spentOf(card, now)]));
    const payers = known
      .filter((request) => staticRefusal(found.get(request.cardId)!, request) === null)
      .map((request) => found.get(request.cardId)!.card.sellerId);
    const balances = await lockAvailableBalances(tx, payers);

    const outflows: Outflow[] = [];
    const decided = known.map((request) => {
      const { card } = found.get(request.cardId)!;
      const balance = balances.get(card.sellerId);
      const refusal =
        staticRefusal(found.get(request.cardId)!, request) ??
        limitRefusal(card, spent.get(card.id) ?? 0, request.amount) ??
        (balance && request.amount <= balance.balance ? null : 'Saldo insuficiente na conta.');
      if (refusal === null && balance) {
        balance.balance -= request.amount;
        spent.set(card.id, (spent.get(card.id) ?? 0) + request.amount);
        outflows.push({
          sellerId: card.sellerId,
          amount: request.amount,
          clearing: 'PLATFORM_CARD_CLEARING',
          kind: 'CARD_PURCHASE',
          at: now,
          statementType: 'DEBIT_CARD',
          operation: `Cartão ${card.name}: ${request.merchantName}`,
          availableId: balance.id,
          clearingId,
        });
      }
      return { request, card, refusal };
    });
    if (decided.length === 0) return decisions;
    const entryIds = await bookOutflows(tx, outflows, { balancesLocked: true });
    const month = cardWindow(now).start;
    const spenders = [...new Set(decided.filter((d) => d.refusal === null).map((d) => d.card.id))];
    if (spenders.length > 0) {
      await tx.execute(sql`
        update ${cards} c set spent_cents = m.spent, spent_month = ${month}::date
        from jsonb_to_recordset(${JSON.stringify(spenders.map((id) => ({ id, spent: spent.get(id) })))}::jsonb)
          as m(id uuid, spent bigint)
        where c.id = m.id`);
    }
    let booked = 0;
    // Built here, written through one JSON parameter: the statement costs nothing per row.
    const rows: CardTransactionRow[] = decided.map(({ request, card, refusal }) => ({
      id: randomUUID(),
      sellerId: card.sellerId,
      cardId: card.id,
      issuerAuthorizationId: request.issuerAuthorizationId,
      merchantName: request.merchantName,
      mcc: request.mcc,
      amount: cents(request.amount),
      approved: refusal === null,
      reversed: false,
      declineReason: refusal,
      month,
      entryId: refusal === null ? entryIds[booked++]! : null,
      reversalEntryId: null,
      createdAt: now,
      reversedAt: null,
    }));
    const written = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${cardTransactions} (id, seller_id, card_id, issuer_authorization_id, merchant_name, mcc,
          amount_cents, approved, decline_reason, month, entry_id, created_at)
        select id, seller_id, card_id, issuer_authorization_id, merchant_name, mcc, amount_cents, approved,
          decline_reason, month, entry_id, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows.map(toRecord))}::jsonb)
          as r(id uuid, seller_id uuid, card_id uuid, issuer_authorization_id text, merchant_name text, mcc text,
            amount_cents bigint, approved boolean, decline_reason text, month date, entry_id uuid)
        on conflict (issuer_authorization_id) do nothing
        returning id`),
    );
    if (written.length < rows.length) throw new AuthorizationRaceError();
    for (const row of rows) decisions.set(row.issuerAuthorizationId, row);
    return decisions;
  });
  // Only once committed: a rolled-back group may have created the account.
  if (clearing) clearings.set(ctx, clearing);
  return answered;
}

const toRecord = (row: CardTransactionRow) => ({
  id: row.id,
  seller_id: row.sellerId,
  card_id: row.cardId,
  issuer_authorization_id: row.issuerAuthorizationId,
  merchant_name: row.merchantName,
  mcc: row.mcc,
  amount_cents: row.amount,
  approved: row.approved,
  decline_reason: row.declineReason,
  month: row.month,
  entry_id: row.entryId,
});

/** What refuses a purchase whatever the money: first refusal wins. */
function staticRefusal(found: { card: CardRow; frozen: boolean }, request: AuthorizationRequest): string | null {
  const { card } = found;
  if (card.status === 'BLOCKED') return 'Cartão bloqueado.';
  if (card.status === 'CANCELED') return 'Cartão cancelado.';
  if (card.status !== 'ACTIVE') return 'Cartão ainda não está ativo.';
  if (found.frozen) return 'Os cartões desta conta estão bloqueados.';
  const category = BLOCKED_CARD_MCCS[request.mcc];
  return category ? `Categoria bloqueada: ${category}.` : null;
}

/** A LIMIT_BALANCE card's month (in São Paulo) may not go past its limit. */
function limitRefusal(card: CardRow, spent: number, amount: number): string | null {
  if (card.limit === null || spent + amount <= card.limit) return null;
  return `Limite do cartão insuficiente: restam ${formatBRL(Math.max(0, card.limit - spent))} neste mês.`;
}
