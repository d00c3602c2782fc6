import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { canTransition, type ChargeStatus, type ErrorCode } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvents } from '../events/index.js';
import { chargeEvent, chargeEventType } from './integration-events.js';
import { charges } from './tables.js';

/** Columns a transition may set beside the status. */
export type ChargeChanges = Partial<Omit<typeof charges.$inferInsert, 'id' | 'sellerId' | 'status'>> & {
  /** The moment of the change: the charge's `updated_at` and its integration event's time. */
  updatedAt: Date;
};

/** A status move that lost a race: the row no longer had the status the caller read. */
export class StaleChargeError extends AppError {
  constructor() {
    super('GEN-409');
  }
}

/**
 * The one place a charge's status changes (issue: one way to change a status). It obeys
 * CHARGE_TRANSITIONS and writes `WHERE status = from` so a stale read can never overwrite a newer
 * status. The charges trigger (migration 0025) moves the tab counters and the dashboard's rollups in
 * the same statement.
 *
 * Lock order, the same in every money transaction (no deadlocks): the charge row (locked by the
 * caller), then ledger accounts in id order (journal.ts), then the rollups and the counters (the
 * trigger, in key order) — so callers book their ledger entry BEFORE calling this.
 *
 * Every change writes its integration event (events/record.ts) in the same transaction: the
 * webhooks of the seller hear about it, exactly as it committed.
 *
 * `stay: true` lets `to` equal the current status, to change other columns under the same guard (a
 * partial refund on a PAID charge, a card that fails again on a FAILED one); without it, staying is
 * refused like any edge the machine lacks.
 */
export async function transitionCharge(
  tx: DbOrTx,
  charge: { id: string; sellerId: string; status: ChargeStatus; refunded?: number },
  to: ChargeStatus,
  changes: ChargeChanges,
  { refusal = 'GEN-409', stay = false }: { refusal?: ErrorCode; stay?: boolean } = {},
): Promise<void> {
  const from = charge.status;
  if (!(stay && from === to) && !canTransition(from, to)) throw new AppError(refusal);
  const updated = await tx
    .update(charges)
    .set({ ...changes, status: to })
    .where(and(eq(charges.id, charge.id), eq(charges.sellerId, charge.sellerId), eq(charges.status, from)))
    .returning();
  const row = updated[0];
  if (!row) throw new StaleChargeError();
  const refundedBefore = changes.refunded === undefined ? null : (charge.refunded ?? 0);
  await recordEvents(tx, [chargeEvent(row, chargeEventType(from, row, refundedBefore), changes.updatedAt)]);
}

/**
 * The batch form for the daily jobs: every listed charge still in `from` moves to `to`; returns the
 * ones that moved (others changed meanwhile and are left alone).
 */
export async function transitionCharges(
  tx: DbOrTx,
  ids: string[],
  from: ChargeStatus,
  to: ChargeStatus,
  changes: ChargeChanges,
  extra?: SQL,
): Promise<Array<{ id: string; sellerId: string }>> {
  if (!canTransition(from, to)) throw new Error(`Illegal charge transition ${from} → ${to}`);
  if (ids.length === 0) return [];
  const moved = await tx
    .update(charges)
    .set({ ...changes, status: to })
    .where(and(inArray(charges.id, ids), eq(charges.status, from), extra))
    .returning();
  await recordEvents(
    tx,
    moved.map((row) => chargeEvent(row, chargeEventType(from, row, null), changes.updatedAt)),
  );
  return moved.map((row) => ({ id: row.id, sellerId: row.sellerId }));
}
