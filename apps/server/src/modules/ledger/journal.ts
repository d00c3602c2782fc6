import { randomUUID } from 'node:crypto';
import type { StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { addToBalance } from './accounts.js';
import { sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from './tables.js';

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
  const [id] = await postEntries(db, [entry]);
  return id!;
}

/**
 * Writes entries and moves the cached balances, all in one statement, inside the caller's
 * transaction: one entry (a payment's debit) or a set of them (a batch's claim, docs/payments.md,
 * "Batches"). Ids are made here so that the postings can name their entry in the same statement.
 * Answers the ids in the order of `entries`.
 */
export async function postEntries(db: DbOrTx, entries: readonly EntryInput[]): Promise<string[]> {
  if (entries.length === 0) return [];
  for (const entry of entries) {
    const sum = entry.postings.reduce((total, posting) => total + posting.amount, 0);
    if (sum !== 0 || entry.postings.length < 2 || entry.postings.some((p) => !Number.isSafeInteger(p.amount))) {
      throw new UnbalancedEntryError(`Entry ${entry.kind} does not balance (${sum})`);
    }
  }
  // Only seller accounts keep a cached balance: caching the platform's would make every payment of
  // every seller wait on the same row lock.
  const byAccount = new Map<string, number>();
  for (const posting of entries.flatMap((entry) => entry.postings).filter((p) => p.sellerId)) {
    byAccount.set(posting.accountId, (byAccount.get(posting.accountId) ?? 0) + posting.amount);
  }
  // In account id order: every money transaction locks balances in the same order (no deadlock).
  const [first, ...others] = [...byAccount].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a.localeCompare(b));
  const ids = entries.map(() => randomUUID());
  const heads = sql.join(
    entries.map(
      (entry, index) =>
        sql`(${ids[index]}::uuid, ${entry.sellerId}::uuid, ${entry.kind}::text, ${entry.chargeId ?? null}::uuid, ${entry.occurredAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const lines = sql.join(
    entries.flatMap((entry, index) =>
      entry.postings.map(
        (posting) =>
          sql`(${ids[index]}::uuid, ${posting.accountId}::uuid, ${posting.amount}::bigint, ${posting.effectiveDate}::date, ${posting.sellerId ?? null}::uuid, ${posting.statementType ?? null}::text, ${posting.operation ?? null}::text, ${posting.chargeId ?? null}::uuid, ${posting.receivableId ?? null}::uuid, ${posting.subSellerId ?? null}::uuid)`,
      ),
    ),
    sql`, `,
  );
  // One statement writes the entries, their lines and the first balance (the lowest account id, so
  // the lock order holds): a payment's entry was three to five statements.
  const firstBalance = first
    ? sql`, balance as (update ${ledgerAccounts} set balance_cents = balance_cents + ${first[1]}::bigint where id = ${first[0]}::uuid)`
    : sql``;
  await db.execute(sql`
    with entry as (
      insert into ${journalEntries} (id, seller_id, kind, charge_id, occurred_at) values ${heads}
    ), lines as (
      insert into ${postings} (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type,
        operation, charge_id, receivable_id, sub_seller_id)
      values ${lines}
    )${firstBalance}
    select 1`);
  for (const [account, amount] of others) await addToBalance(db, account, amount);
  return ids;
}
