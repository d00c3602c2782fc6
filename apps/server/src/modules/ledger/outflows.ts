import type { StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { businessDate } from '../../lib/business-date.js';
import { accountId } from './accounts.js';
import { postEntries, postEntry, type EntryInput } from './journal.js';
import type { AccountKind } from './tables.js';

/** Where money leaving a seller waits for the bank: each kind of outflow has its own platform clearing. */
type ClearingKind = Extract<
  AccountKind,
  'PLATFORM_PAYOUT_CLEARING' | 'PLATFORM_PIX_OUT_CLEARING' | 'PLATFORM_BOLETO_OUT_CLEARING' | 'PLATFORM_CARD_CLEARING'
>;

export interface Outflow {
  sellerId: string;
  amount: number;
  clearing: ClearingKind;
  /** The journal entry's kind (WITHDRAWAL, PIX_PAYMENT …). */
  kind: string;
  at: Date;
  /** The seller's statement line. */
  statementType: StatementType;
  operation: string;
  /** The available account, when the caller already holds its lock (lockAvailableBalance). */
  availableId?: string;
  /** The clearing account, when the caller read it before taking the balance's lock (a shorter hold). */
  clearingId?: string;
}

/**
 * Money out of the seller's available balance into its clearing, inside the caller's transaction
 * (the one that checked the balance under its lock): the withdrawals' and the Pix payments' debit.
 */
export async function bookOutflow(db: DbOrTx, outflow: Outflow): Promise<string> {
  const [id] = await bookOutflows(db, [outflow]);
  return id!;
}

/**
 * Many outflows in one statement (a batch's claim, docs/payments.md, "Batches"): each its own entry
 * and statement line, as `bookOutflow` writes them. Answers the entry ids in the order given.
 */
export async function bookOutflows(
  db: DbOrTx,
  outflows: readonly Outflow[],
  options: { balancesLocked?: boolean } = {},
): Promise<string[]> {
  const accounts = new Map<string, Promise<string>>();
  const account = (sellerId: string | null, kind: AccountKind) => {
    const key = `${sellerId}:${kind}`;
    if (!accounts.has(key)) accounts.set(key, accountId(db, sellerId, kind));
    return accounts.get(key)!;
  };
  const entries: EntryInput[] = [];
  for (const outflow of outflows) {
    const date = businessDate(outflow.at);
    entries.push({
      sellerId: outflow.sellerId,
      kind: outflow.kind,
      occurredAt: outflow.at,
      postings: [
        {
          accountId: outflow.availableId ?? (await account(outflow.sellerId, 'SELLER_AVAILABLE')),
          amount: -outflow.amount,
          effectiveDate: date,
          sellerId: outflow.sellerId,
          statementType: outflow.statementType,
          operation: outflow.operation,
        },
        {
          accountId: outflow.clearingId ?? (await account(null, outflow.clearing)),
          amount: outflow.amount,
          effectiveDate: date,
        },
      ],
    });
  }
  return postEntries(db, entries, options);
}

/**
 * The bank sent an outflow back: the money returns from the clearing to the available balance as a
 * CREDIT_REVERSAL line. The caller books it once, under the lock of the row it fails.
 */
export async function bookOutflowReturn(
  db: DbOrTx,
  outflow: Pick<Outflow, 'sellerId' | 'amount' | 'clearing' | 'kind' | 'at' | 'operation'>,
): Promise<string> {
  const date = businessDate(outflow.at);
  return postEntry(db, {
    sellerId: outflow.sellerId,
    kind: outflow.kind,
    occurredAt: outflow.at,
    postings: [
      { accountId: await accountId(db, null, outflow.clearing), amount: -outflow.amount, effectiveDate: date },
      {
        accountId: await accountId(db, outflow.sellerId, 'SELLER_AVAILABLE'),
        amount: outflow.amount,
        effectiveDate: date,
        sellerId: outflow.sellerId,
        statementType: 'CREDIT_REVERSAL',
        operation: outflow.operation,
      },
    ],
  });
}
