import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { paidSplitShares, splitOverInstallments, type Cents, type SplitShareInput, cents } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { subSellers } from '../sub-sellers/index.js';
import { subSellerAccountId, subSellerAccountIds } from './accounts.js';
import { postEntry, type PostingInput } from './journal.js';
import { markSubSellerReleased, setSubSellerReversed } from './receivable-moves.js';
import type { InstallmentSplit } from './prices.js';
import { journalEntries, postings, subSellerReceivables } from './tables.js';

/*
 * Split sales in the ledger (docs/sub-sellers.md, "The split in the ledger"): each sub-seller's share
 * of a paid sale becomes receivables of its own, on the seller's instalment dates, and refunds and
 * disputes take back from the seller and the sub-sellers in proportion (contract `split.ts`).
 */

/** Per instalment, what goes to each sub-seller (rows: shares in order; columns: instalments). */
export function splitPlan(
  amount: number,
  parts: readonly InstallmentSplit[],
  shares: readonly SplitShareInput[],
): { perShare: Cents[][]; perInstallment: number[] } {
  const fee = parts.reduce((sum, part) => sum + part.fee, 0);
  const amounts = paidSplitShares(amount, shares, fee);
  const perShare = splitOverInstallments(
    amounts,
    parts.map((part) => part.net),
  );
  const perInstallment = parts.map((_, column) => perShare.reduce((sum, row) => sum + (row[column] as number), 0));
  return { perShare, perInstallment };
}

export interface SplitBooking {
  sellerId: string;
  chargeId: string;
  installments: number;
  parts: ReadonlyArray<InstallmentSplit & { receivableId: string }>;
  shares: readonly SplitShareInput[];
  perShare: Cents[][];
}

/** The sub-sellers' receivables of a paid split sale and their postings (the payment entry's lines). */
export async function subSellerPaymentLines(db: DbOrTx, booking: SplitBooking): Promise<PostingInput[]> {
  const values = booking.shares.flatMap((share, index) =>
    booking.parts
      .map((part, column) => ({ part, amount: booking.perShare[index]?.[column] ?? 0 }))
      .filter(({ amount }) => amount > 0)
      .map(({ part, amount }) => ({
        sellerId: booking.sellerId,
        subSellerId: share.subSellerId,
        chargeId: booking.chargeId,
        receivableId: part.receivableId,
        installment: part.installment,
        installments: booking.installments,
        amount: cents(amount),
        settlementDate: part.settlementDate,
        status: 'PENDING' as const,
      })),
  );
  if (values.length === 0) return [];
  // One insert and one account lookup for every share of every instalment: a sale split among ten
  // costs a few statements, not ten times a few.
  const inserted = await db.insert(subSellerReceivables).values(values).returning({
    id: subSellerReceivables.id,
    subSellerId: subSellerReceivables.subSellerId,
    amount: subSellerReceivables.amount,
    date: subSellerReceivables.settlementDate,
  });
  const accounts = await subSellerAccountIds(
    db,
    booking.sellerId,
    inserted.map((row) => row.subSellerId),
    'SUB_SELLER_RECEIVABLE',
  );
  return inserted.map((receivable) => ({
    accountId: accounts.get(receivable.subSellerId)!,
    amount: receivable.amount,
    effectiveDate: receivable.date,
    sellerId: booking.sellerId,
    subSellerId: receivable.subSellerId,
    chargeId: booking.chargeId,
    receivableId: receivable.id,
  }));
}

/**
 * What each sub-seller still holds of a sale: the sum of its lines for the charge (its share, less
 * what refunds and disputes took, plus what was given back); settling moves money between its own
 * two accounts and changes nothing here. Empty for a sale that was not split.
 */
export async function subSellerHoldings(
  db: DbOrTx,
  sellerId: string,
  chargeId: string,
): Promise<Array<{ subSellerId: string; held: number }>> {
  const rows = await db
    .select({ subSellerId: postings.subSellerId, held: sql<string>`sum(${postings.amount})` })
    .from(postings)
    .where(and(eq(postings.sellerId, sellerId), eq(postings.chargeId, chargeId), isNotNull(postings.subSellerId)))
    .groupBy(postings.subSellerId)
    .orderBy(asc(postings.subSellerId));
  return rows.map((row) => ({ subSellerId: row.subSellerId!, held: Number(row.held) }));
}

/**
 * Takes `amount` back from one sub-seller of a sale: from its receivables still to be settled (last
 * instalment first), then from its settled balance, which may go negative (the acquirer nets it
 * against the sub-seller's next sales). Returns the lines; the caller writes them in its entry.
 */
export async function takeBackFromSubSeller(
  db: DbOrTx,
  move: { sellerId: string; subSellerId: string; chargeId: string; amount: number; operation: string; today: string },
): Promise<PostingInput[]> {
  const pending = await db
    .select()
    .from(subSellerReceivables)
    .where(
      and(
        eq(subSellerReceivables.sellerId, move.sellerId),
        eq(subSellerReceivables.subSellerId, move.subSellerId),
        eq(subSellerReceivables.chargeId, move.chargeId),
        eq(subSellerReceivables.status, 'PENDING'),
      ),
    )
    .orderBy(desc(subSellerReceivables.installment))
    .for('update');
  const lines: PostingInput[] = [];
  const common = {
    sellerId: move.sellerId,
    subSellerId: move.subSellerId,
    chargeId: move.chargeId,
    effectiveDate: move.today,
    operation: move.operation,
  };
  let left = move.amount;
  const receivable = await subSellerAccountId(db, move.sellerId, move.subSellerId, 'SUB_SELLER_RECEIVABLE');
  for (const row of pending) {
    if (left === 0) break;
    const take = Math.min(left, row.amount - row.reversed);
    if (take <= 0) continue;
    left -= take;
    await setSubSellerReversed(db, row, row.reversed + take, row.amount);
    lines.push({ ...common, accountId: receivable, amount: -take, receivableId: row.id });
  }
  if (left > 0) {
    const available = await subSellerAccountId(db, move.sellerId, move.subSellerId, 'SUB_SELLER_AVAILABLE');
    lines.push({ ...common, accountId: available, amount: -left });
  }
  return lines;
}

/** Gives back a reversed line of a sub-seller (refund refused): to its receivable, or its settled balance once released. */
export async function giveBackToSubSeller(
  db: DbOrTx,
  line: { sellerId: string; subSellerId: string; receivableId: string | null; amount: number },
): Promise<{ accountId: string; receivableId?: string }> {
  if (line.receivableId) {
    const [row] = await db
      .select()
      .from(subSellerReceivables)
      .where(and(eq(subSellerReceivables.sellerId, line.sellerId), eq(subSellerReceivables.id, line.receivableId)))
      .for('update');
    if (row && row.status !== 'RELEASED') {
      await setSubSellerReversed(db, row, row.reversed + line.amount, row.amount);
      return {
        accountId: await subSellerAccountId(db, line.sellerId, line.subSellerId, 'SUB_SELLER_RECEIVABLE'),
        receivableId: row.id,
      };
    }
  }
  return { accountId: await subSellerAccountId(db, line.sellerId, line.subSellerId, 'SUB_SELLER_AVAILABLE') };
}

const RELEASE_BATCH = 500;

type SubSellerAccountKind = 'SUB_SELLER_RECEIVABLE' | 'SUB_SELLER_AVAILABLE';

/**
 * The accounts a batch of releases posts to, read up front: two lookups per seller in the batch
 * (sellers in id order), not two per row.
 */
async function releaseAccounts(tx: DbOrTx, rows: ReadonlyArray<{ sellerId: string; subSellerId: string }>) {
  const bySeller = new Map<string, string[]>();
  for (const row of rows) bySeller.set(row.sellerId, [...(bySeller.get(row.sellerId) ?? []), row.subSellerId]);
  const accounts = new Map<string, string>();
  const sellers = [...bySeller.keys()].sort();
  for (const sellerId of sellers) {
    for (const kind of ['SUB_SELLER_RECEIVABLE', 'SUB_SELLER_AVAILABLE'] as const) {
      const ids = await subSellerAccountIds(tx, sellerId, bySeller.get(sellerId) ?? [], kind);
      for (const [subSellerId, accountId] of ids) accounts.set(`${sellerId}:${subSellerId}:${kind}`, accountId);
    }
  }
  return (row: { sellerId: string; subSellerId: string }, kind: SubSellerAccountKind): string => {
    const accountId = accounts.get(`${row.sellerId}:${row.subSellerId}:${kind}`);
    if (!accountId) throw new Error(`no ${kind} account for a sub-seller of the batch`);
    return accountId;
  };
}

/** Settles the sub-sellers' receivables due by `today`, as releaseDueReceivables does the seller's. */
export async function releaseDueSubSellerReceivables(db: DbOrTx, today: string, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subSellerReceivables)
        .where(and(eq(subSellerReceivables.status, 'PENDING'), lte(subSellerReceivables.settlementDate, today)))
        .orderBy(asc(subSellerReceivables.id))
        .limit(RELEASE_BATCH)
        .for('update', { skipLocked: true });
      const accountOf = await releaseAccounts(tx, due);
      for (const row of due) {
        const amount = row.amount - row.reversed;
        if (amount === 0) continue;
        const common = {
          effectiveDate: row.settlementDate,
          sellerId: row.sellerId,
          subSellerId: row.subSellerId,
          chargeId: row.chargeId,
          receivableId: row.id,
        };
        await postEntry(tx, {
          sellerId: row.sellerId,
          kind: 'SUB_SELLER_RELEASE',
          chargeId: row.chargeId,
          occurredAt: now,
          postings: [
            {
              ...common,
              accountId: accountOf(row, 'SUB_SELLER_RECEIVABLE'),
              amount: -amount,
            },
            {
              ...common,
              accountId: accountOf(row, 'SUB_SELLER_AVAILABLE'),
              amount,
            },
          ],
        });
      }
      await markSubSellerReleased(
        tx,
        due.map((row) => row.id),
        now,
      );
      return due.length;
    });
    released += batch;
    if (batch < RELEASE_BATCH) return released;
  }
}

/** The names of a seller's sub-sellers, by id (statement and split lines). */
export async function subSellerNames(
  db: DbOrTx,
  sellerId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: subSellers.id, name: subSellers.name })
    .from(subSellers)
    .where(and(eq(subSellers.sellerId, sellerId), inArray(subSellers.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What a dispute's hold took from each sub-seller of the sale (given back when the dispute is won). */
export async function heldFromSubSellers(
  db: DbOrTx,
  sellerId: string,
  chargeId: string,
): Promise<Array<{ subSellerId: string; amount: number }>> {
  const rows = await db
    .select({ subSellerId: postings.subSellerId, amount: sql<string>`-sum(${postings.amount})` })
    .from(postings)
    .innerJoin(journalEntries, and(eq(journalEntries.id, postings.entryId), eq(journalEntries.sellerId, sellerId)))
    .where(
      and(
        eq(postings.sellerId, sellerId),
        eq(postings.chargeId, chargeId),
        isNotNull(postings.subSellerId),
        eq(journalEntries.kind, 'DISPUTE_HOLD'),
      ),
    )
    .groupBy(postings.subSellerId)
    .orderBy(asc(postings.subSellerId));
  return rows
    .map((row) => ({ subSellerId: row.subSellerId!, amount: Number(row.amount) }))
    .filter((row) => row.amount > 0);
}

/** GET /charges/{id}/split: each sub-seller's share of each instalment, by settlement date. */
export async function chargeSplitLines(db: DbOrTx, sellerId: string, chargeId: string, providerType: string) {
  const rows = await db
    .select({
      id: subSellerReceivables.id,
      settlementDate: subSellerReceivables.settlementDate,
      amount: subSellerReceivables.amount,
      name: subSellers.name,
    })
    .from(subSellerReceivables)
    .innerJoin(
      subSellers,
      and(eq(subSellers.id, subSellerReceivables.subSellerId), eq(subSellers.sellerId, subSellerReceivables.sellerId)),
    )
    .where(and(eq(subSellerReceivables.sellerId, sellerId), eq(subSellerReceivables.chargeId, chargeId)))
    .orderBy(asc(subSellerReceivables.settlementDate), asc(subSellers.nameSearch), asc(subSellerReceivables.id));
  return {
    content: rows.map((row) => ({
      idSplit: row.id,
      executionDate: row.settlementDate,
      subSellerName: row.name,
      providerType,
      amount: row.amount,
    })),
  };
}
