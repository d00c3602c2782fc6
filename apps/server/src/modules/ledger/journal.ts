import type { StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { addToBalance } from './accounts.js';
import { journalEntries, postings } from './tables.js';
import { theRow } from '../../lib/rows.js';

export interface PostingInput {
  accountId: string;
  amount: number;
  effectiveDate: string;
  /** Set on the seller's account postings only (the statement and cached balances read it). */
  sellerId?: string;
  statementType?: StatementType;
  operation?: string;
  chargeId?: string;
  receivableId?: string;
  /** A sub-seller's line (its receivable id is then a sub_seller_receivables id). */
  subSellerId?: string;
}

export interface EntryInput {
  sellerId: string | null;
  kind: string;
  chargeId?: string;
  occurredAt: Date;
  postings: PostingInput[];
}

export class UnbalancedEntryError extends Error {}

/**
 * Writes one journal entry and moves the cached balances, inside the caller's transaction (the
 * business change that causes it). An entry whose postings do not sum to zero is refused.
 */
export async function postEntry(db: DbOrTx, entry: EntryInput): Promise<string> {
  const sum = entry.postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0 || entry.postings.length < 2 || entry.postings.some((p) => !Number.isSafeInteger(p.amount))) {
    throw new UnbalancedEntryError(`Entry ${entry.kind} does not balance (${sum})`);
  }
  const row = theRow(
    await db
      .insert(journalEntries)
      .values({ sellerId: entry.sellerId, kind: entry.kind, chargeId: entry.chargeId, occurredAt: entry.occurredAt })
      .returning({ id: journalEntries.id }),
    'the new entry',
  );
  await db.insert(postings).values(
    entry.postings.map((posting) => ({
      entryId: row.id,
      accountId: posting.accountId,
      amount: posting.amount,
      effectiveDate: posting.effectiveDate,
      sellerId: posting.sellerId ?? null,
      statementType: posting.statementType ?? null,
      operation: posting.operation ?? null,
      chargeId: posting.chargeId ?? null,
      receivableId: posting.receivableId ?? null,
      subSellerId: posting.subSellerId ?? null,
    })),
  );
  // Only seller accounts keep a cached balance: caching the platform's would make every payment of
  // every seller wait on the same row lock.
  const byAccount = new Map<string, number>();
  for (const posting of entry.postings.filter((p) => p.sellerId)) {
    byAccount.set(posting.accountId, (byAccount.get(posting.accountId) ?? 0) + posting.amount);
  }
  // In account id order: every money transaction locks balances in the same order (no deadlock).
  const ordered = [...byAccount].sort(([a], [b]) => a.localeCompare(b));
  for (const [account, amount] of ordered) if (amount !== 0) await addToBalance(db, account, amount);
  return row.id;
}
