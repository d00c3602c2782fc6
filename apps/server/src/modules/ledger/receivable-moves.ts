import { and, eq, inArray } from 'drizzle-orm';
import { LIFECYCLES, cents } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { transition } from '../lifecycle/index.js';
import { receivables, subSellerReceivables } from './tables.js';

/**
 * Every status move of the seller's and sub-sellers' receivables, through the lifecycle helper. The
 * ledger owns these tables: other modules (finance's anticipation) call these, never update them.
 */

/** Locked rows the release job booked: PENDING → RELEASED. */
export function markReleased(tx: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return transition(tx, receivables, LIFECYCLES.receivable, {
    where: inArray(receivables.id, ids),
    from: 'PENDING',
    to: 'RELEASED',
    at: now,
    set: { releasedAt: now },
  });
}

export function markSubSellerReleased(tx: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return transition(tx, subSellerReceivables, LIFECYCLES.subSellerReceivable, {
    where: inArray(subSellerReceivables.id, ids),
    from: 'PENDING',
    to: 'RELEASED',
    at: now,
    set: { releasedAt: now },
  });
}

/**
 * The seller anticipated these PENDING receivables (finance/anticipation.ts, rows locked by its
 * selection): all of them move, or the anticipation's transaction fails.
 */
export async function markAnticipated(tx: DbOrTx, sellerId: string, ids: string[], now: Date): Promise<void> {
  const moved = await transition(tx, receivables, LIFECYCLES.receivable, {
    where: and(eq(receivables.sellerId, sellerId), inArray(receivables.id, ids)),
    from: 'PENDING',
    to: 'ANTICIPATED',
    at: now,
    set: { releasedAt: now },
  });
  if (moved.length !== ids.length) throw new Error('A receivable to anticipate was no longer pending');
}

interface Held {
  id: string;
  sellerId: string;
  status: 'PENDING' | 'REVERSED' | 'RELEASED' | 'ANTICIPATED';
}

/**
 * A locked receivable's `reversed` total changes (a take-back, or its reversal): whole means
 * REVERSED, anything less PENDING again. `total` is what it holds (net, or a sub-seller's amount).
 */
export async function setReversed(tx: DbOrTx, row: Held, reversed: number, total: number): Promise<void> {
  const [moved] = await transition(tx, receivables, LIFECYCLES.receivable, {
    where: and(eq(receivables.sellerId, row.sellerId), eq(receivables.id, row.id)),
    from: row.status,
    to: reversed === total ? 'REVERSED' : 'PENDING',
    set: { reversed: cents(reversed) },
  });
  if (!moved) throw new Error('A locked receivable changed under its lock');
}

export async function setSubSellerReversed(
  tx: DbOrTx,
  row: Held & { status: 'PENDING' | 'REVERSED' | 'RELEASED' },
  reversed: number,
  total: number,
): Promise<void> {
  const [moved] = await transition(tx, subSellerReceivables, LIFECYCLES.subSellerReceivable, {
    where: and(eq(subSellerReceivables.sellerId, row.sellerId), eq(subSellerReceivables.id, row.id)),
    from: row.status,
    to: reversed === total ? 'REVERSED' : 'PENDING',
    set: { reversed: cents(reversed) },
  });
  if (!moved) throw new Error('A locked sub-seller receivable changed under its lock');
}
