import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { cents, type Cents } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { journalEntries, ledgerAccounts, postings } from './tables.js';

/**
 * The journal entries that send a seller's money out by Pix, and those that bring a failed one back
 * (the Pix payments of issue 37 post them): what a period's Pix limit counts.
 */
export const PIX_OUT_ENTRY_KINDS = ['PIX_PAYMENT', 'PIX_PAYMENT_RETURNED'] as const;

/**
 * What left the seller's available balance by Pix in [start, end), net of payments that came back.
 * Read in the caller's transaction: under the limit's row lock, a payment posted by a transaction
 * that committed first is counted.
 */
export async function pixOutflowBetween(db: DbOrTx, sellerId: string, start: Date, end: Date): Promise<Cents> {
  const [row] = await db
    .select({ out: sql<string>`coalesce(-sum(${postings.amount}), 0)` })
    .from(journalEntries)
    .innerJoin(postings, eq(postings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      and(
        eq(journalEntries.sellerId, sellerId),
        eq(postings.sellerId, sellerId),
        inArray(journalEntries.kind, [...PIX_OUT_ENTRY_KINDS]),
        gte(journalEntries.occurredAt, start),
        lt(journalEntries.occurredAt, end),
        eq(ledgerAccounts.sellerId, sellerId),
        isNull(ledgerAccounts.subSellerId),
        eq(ledgerAccounts.kind, 'SELLER_AVAILABLE'),
      ),
    );
  return cents(Number(row?.out ?? 0));
}
