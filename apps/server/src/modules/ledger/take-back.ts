import { and, desc, eq } from 'drizzle-orm';
import { splitTakeBack, type StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { accountId } from './accounts.js';
import { postEntry, type PostingInput } from './journal.js';
import { setReversed } from './receivable-moves.js';
import { giveBackToSubSeller, subSellerHoldings, takeBackFromSubSeller } from './split.js';
import { journalEntries, postings, receivables, type AccountKind } from './tables.js';
import { theRow } from '../../lib/rows.js';

export interface TakeBack {
  sellerId: string;
  chargeId: string;
  /** Centavos taken from the seller. */
  amount: number;
  kind: string;
  /** Where the money goes: the acquirer clearing (refund, lost dispute) or a seller hold. */
  to: { sellerId: string | null; kind: AccountKind };
  statementType: StatementType;
  operation: string;
  occurredAt: Date;
  today: string;
  /**
   * What is left of the sale to take back, this move included (paid less earlier refunds): with the
   * sub-sellers' holdings it gives the seller's weight in a split sale. Defaults to `amount`.
   */
  saleRemaining?: number;
}

/**
 * The parts of a take-back in a split sale (docs/decisions.md, "Split payments"): in proportion to
 * what the seller and each sub-seller still hold of it. The seller's weight is the rest of the sale,
 * so it carries the fee it bore. A sale that was not split is the seller's alone.
 */
async function takeBackParts(db: DbOrTx, move: TakeBack) {
  const holdings = await subSellerHoldings(db, move.sellerId, move.chargeId);
  if (holdings.length === 0) return { seller: move.amount, subSellers: [] };
  const held = holdings.map((holding) => Math.max(0, holding.held));
  const sellerWeight = Math.max(0, (move.saleRemaining ?? move.amount) - held.reduce((sum, part) => sum + part, 0));
  const weights = [sellerWeight, ...held];
  if (weights.every((weight) => weight === 0)) return { seller: move.amount, subSellers: [] };
  const [seller = 0, ...pieces] = splitTakeBack(move.amount, weights);
  return {
    seller,
    subSellers: holdings.map((holding, index) => ({ subSellerId: holding.subSellerId, amount: pieces[index] ?? 0 })),
  };
}

/**
 * Takes money back from a seller for a charge: first from its receivables still to be released
 * (last instalment first, so the nearest settlements keep their dates), then from the available
 * balance, which may go negative (the seller then owes the provider). Receivables must be locked by
 * this call (FOR UPDATE), so a release racing it either happens before or sees the reduced amount.
 */
export async function takeBackFromSeller(db: DbOrTx, move: TakeBack): Promise<string> {
  const parts = await takeBackParts(db, move);
  const pending = await db
    .select()
    .from(receivables)
    .where(
      and(
        eq(receivables.sellerId, move.sellerId),
        eq(receivables.chargeId, move.chargeId),
        eq(receivables.status, 'PENDING'),
      ),
    )
    .orderBy(desc(receivables.installment))
    .for('update');
  const receivable = await accountId(db, move.sellerId, 'SELLER_RECEIVABLE');
  const lines: PostingInput[] = [];
  let left = parts.seller;
  for (const row of pending) {
    if (left === 0) break;
    const take = Math.min(left, row.net - row.reversed);
    if (take <= 0) continue;
    left -= take;
    await setReversed(db, row, row.reversed + take, row.net);
    lines.push({
      accountId: receivable,
      amount: -take,
      effectiveDate: move.today,
      sellerId: move.sellerId,
      statementType: move.statementType,
      operation: `${move.operation} - Parcela ${row.installment}/${row.installments} a receber`,
      chargeId: move.chargeId,
      receivableId: row.id,
    });
  }
  if (left > 0) {
    lines.push({
      accountId: await accountId(db, move.sellerId, 'SELLER_AVAILABLE'),
      amount: -left,
      effectiveDate: move.today,
      sellerId: move.sellerId,
      statementType: move.statementType,
      operation: move.operation,
      chargeId: move.chargeId,
    });
  }
  for (const part of parts.subSellers.filter((piece) => piece.amount > 0)) {
    lines.push(
      ...(await takeBackFromSubSeller(db, {
        sellerId: move.sellerId,
        subSellerId: part.subSellerId,
        chargeId: move.chargeId,
        amount: part.amount,
        operation: move.operation,
        today: move.today,
      })),
    );
  }
  const destination = await accountId(db, move.to.sellerId, move.to.kind);
  return postEntry(db, {
    sellerId: move.sellerId,
    kind: move.kind,
    chargeId: move.chargeId,
    occurredAt: move.occurredAt,
    postings: [
      ...lines,
      {
        accountId: destination,
        amount: move.amount,
        effectiveDate: move.today,
        chargeId: move.chargeId,
        ...(move.to.sellerId ? { sellerId: move.to.sellerId } : {}),
      },
    ],
  });
}

/**
 * Undoes an entry written by takeBackFromSeller (the acquirer refused the refund): every posting
 * reversed in a new entry. A receivable it reduced gets its amount back; if that receivable was
 * released in the meantime, the money goes to the available balance instead.
 */
export async function reverseTakeBack(db: DbOrTx, entryId: string, kind: string, occurredAt: Date, today: string) {
  const entry = theRow(
    await db.select().from(journalEntries).where(eq(journalEntries.id, entryId)),
    'the entry to reverse',
  );
  const lines = await db.select().from(postings).where(eq(postings.entryId, entryId)).orderBy(postings.id);
  const reversal: PostingInput[] = [];
  for (const line of lines) {
    const back = {
      amount: -line.amount,
      effectiveDate: today,
      sellerId: line.sellerId ?? undefined,
      chargeId: line.chargeId ?? undefined,
      ...(line.sellerId && line.amount < 0
        ? { statementType: 'CREDIT_REVERSAL' as const, operation: 'Estorno recusado pela adquirente - valor devolvido' }
        : {}),
    };
    if (line.subSellerId && line.sellerId) {
      const target = await giveBackToSubSeller(db, {
        sellerId: line.sellerId,
        subSellerId: line.subSellerId,
        receivableId: line.receivableId,
        amount: line.amount,
      });
      reversal.push({ ...back, statementType: undefined, subSellerId: line.subSellerId, ...target });
      continue;
    }
    if (!line.receivableId) {
      reversal.push({ ...back, accountId: line.accountId });
      continue;
    }
    const row = theRow(
      await db.select().from(receivables).where(eq(receivables.id, line.receivableId)).for('update'),
      'the receivable of the posting',
    );
    // Released or anticipated: its money is already in the available balance, so it comes back there
    // (an anticipated receivable made PENDING again would be released a second time).
    if (row.status === 'RELEASED' || row.status === 'ANTICIPATED') {
      reversal.push({ ...back, accountId: await accountId(db, row.sellerId, 'SELLER_AVAILABLE') });
      continue;
    }
    await setReversed(db, row, row.reversed + line.amount, row.net);
    reversal.push({ ...back, accountId: line.accountId, receivableId: row.id });
  }
  return postEntry(db, {
    sellerId: entry.sellerId,
    kind,
    chargeId: entry.chargeId ?? undefined,
    occurredAt,
    postings: reversal,
  });
}
