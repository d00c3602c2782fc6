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
export async function postEntries(
  db: DbOrTx,
  entries: readonly EntryInput[],
  options: { balancesLocked?: boolean } = {},
): Promise<string[]> {
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
  const moves = [...byAccount].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a.localeCompare(b));
  const [first, ...others] = moves;
  const ids = entries.map(() => randomUUID());
  // The rows travel as two JSON documents: two parameters whatever the number of entries (a batch's
  // claim, a group of card purchases), so building the statement costs nothing per row.
  const heads = JSON.stringify(
    entries.map((entry, index) => ({
      id: ids[index],
      seller_id: entry.sellerId,
      kind: entry.kind,
      charge_id: entry.chargeId ?? null,
      occurred_at: entry.occurredAt.toISOString(),
    })),
  );
  const lines = JSON.stringify(
    entries.flatMap((entry, index) =>
      entry.postings.map((posting) => ({
        entry_id: ids[index],
        account_id: posting.accountId,
        amount_cents: posting.amount,
        effective_date: posting.effectiveDate,
        seller_id: posting.sellerId ?? null,
        statement_type: posting.statementType ?? null,
        operation: posting.operation ?? null,
        charge_id: posting.chargeId ?? null,
        receivable_id: posting.receivableId ?? null,
        sub_seller_id: posting.subSellerId ?? null,
      })),
    ),
  );
  // One statement writes the entries, their lines and the first balance (the lowest account id, so
  // the lock order holds): a payment's entry was three to five statements.
  // The caller already holds every balance's lock (a group of card purchases): all move in one update.
  const firstBalance =
    options.balancesLocked && moves.length > 0
      ? sql`, balance as (update ${ledgerAccounts} a set balance_cents = a.balance_cents + m.amount
          from jsonb_to_recordset(${JSON.stringify(moves.map(([id, amount]) => ({ id, amount })))}::jsonb)
            as m(id uuid, amount bigint)
          where a.id = m.id)`
      : first
        ? sql`, balance as (update ${ledgerAccounts} set balance_cents = balance_cents + ${first[1]}::bigint where id = ${first[0]}::uuid)`
        : sql``;
  await db.execute(sql`
    with entry as (
      insert into ${journalEntries} (id, seller_id, kind, charge_id, occurred_at)
      select id, seller_id, kind, charge_id, occurred_at
      from jsonb_to_recordset(${heads}::jsonb)
        as h(id uuid, seller_id uuid, kind text, charge_id uuid, occurred_at timestamptz)
    ), lines as (
      insert into ${postings} (entry_id, account_id, amount_cents, effective_date, seller_id, statement_type,
        operation, charge_id, receivable_id, sub_seller_id)
      select entry_id, account_id, amount_cents, effective_date, seller_id, statement_type,
        operation, charge_id, receivable_id, sub_seller_id
      from jsonb_to_recordset(${lines}::jsonb)
        as l(entry_id uuid, account_id uuid, amount_cents bigint, effective_date date, seller_id uuid,
          statement_type text, operation text, charge_id uuid, receivable_id uuid, sub_seller_id uuid)
    )${firstBalance}
    select 1`);
  if (!options.balancesLocked) for (const [account, amount] of others) await addToBalance(db, account, amount);
  return ids;
}
