import type { StatementType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { businessDate } from '../../lib/business-date.js';
import { accountId } from './accounts.js';
import { postEntry } from './journal.js';
import type { AccountKind } from './tables.js';

/** Where money leaving a seller waits for the bank: each kind of outflow has its own platform clearing. */
type ClearingKind = Extract<
  AccountKind,
  'PLATFORM_PAYOUT_CLEARING' | 'PLATFORM_PIX_OUT_CLEARING' | 'PLATFORM_BOLETO_OUT_CLEARING'
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
}

/**
 * Money out of the seller's available balance into its clearing, inside the caller's transaction
 * (the one that checked the balance under its lock): the withdrawals' and the Pix payments' debit.
 */
export async function bookOutflow(db: DbOrTx, outflow: Outflow): Promise<string> {
  const date = businessDate(outflow.at);
  return postEntry(db, {
    sellerId: outflow.sellerId,
    kind: outflow.kind,
    occurredAt: outflow.at,
    postings: [
      {
        accountId: outflow.availableId ?? (await accountId(db, outflow.sellerId, 'SELLER_AVAILABLE')),
        amount: -outflow.amount,
        effectiveDate: date,
        sellerId: outflow.sellerId,
        statementType: outflow.statementType,
        operation: outflow.operation,
      },
      { accountId: await accountId(db, null, outflow.clearing), amount: outflow.amount, effectiveDate: date },
    ],
  });
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
