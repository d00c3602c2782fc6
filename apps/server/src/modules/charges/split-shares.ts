import { and, asc, eq } from 'drizzle-orm';
import type { SplitShareInput } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { chargeSplitShares } from './tables.js';

/** The shares a charge was sold with, in the link's order (empty when the sale is not split). */
export async function chargeSplitOf(db: DbOrTx, sellerId: string, chargeId: string): Promise<SplitShareInput[]> {
  return db
    .select({
      subSellerId: chargeSplitShares.subSellerId,
      paymentType: chargeSplitShares.paymentType,
      paymentValue: chargeSplitShares.paymentValue,
    })
    .from(chargeSplitShares)
    .where(and(eq(chargeSplitShares.sellerId, sellerId), eq(chargeSplitShares.chargeId, chargeId)))
    .orderBy(asc(chargeSplitShares.position));
}

/** Copies a link's shares onto a charge sold on it, in the transaction that makes the charge. */
export async function storeChargeSplit(
  db: DbOrTx,
  sellerId: string,
  chargeId: string,
  shares: readonly SplitShareInput[],
): Promise<void> {
  if (shares.length === 0) return;
  await db
    .insert(chargeSplitShares)
    .values(shares.map((share, position) => ({ sellerId, chargeId, position, ...share })))
    .onConflictDoNothing();
}
