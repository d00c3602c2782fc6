import { and, eq } from 'drizzle-orm';
import { canMoveSubscription, type SubscriptionEvent, type SubscriptionStatus } from '@cofre/contract';
import { recordEvents } from '../events/index.js';
import { createNotification } from '../notifications/index.js';
import { subscriptionEvent } from './integration-events.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { subscriptions, type SubscriptionRecord } from './tables.js';

/** The subscription's row, locked for the transaction (every status change takes it first). */
export async function lockSubscription(
  tx: DbOrTx,
  sellerId: string,
  id: string,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.id, id)))
    .for('update');
  return row;
}

/**
 * The one place a subscription's status changes: it obeys SUBSCRIPTION_TRANSITIONS (the contract's
 * state table) on a row locked by the caller. A move the table refuses throws `refusal` (409), or is
 * skipped when `quiet` (the engine's reactions: a payment on an INACTIVE subscription moves nothing).
 */
export async function moveSubscription(
  tx: DbOrTx,
  row: SubscriptionRecord,
  to: SubscriptionStatus,
  now: Date,
  options: { refusal?: 'SUB-003'; quiet?: boolean; set?: Partial<SubscriptionRecord> } = {},
): Promise<boolean> {
  if (!canMoveSubscription(row.status, to)) {
    if (options.quiet) return false;
    throw new AppError(options.refusal ?? 'SUB-003');
  }
  const [moved] = await tx
    .update(subscriptions)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(subscriptions.sellerId, row.sellerId), eq(subscriptions.id, row.id)))
    .returning();
  const event = eventOf(row.status, to);
  await notifySubscription(tx, now, row, event);
  // Its integration event, for the seller's webhooks, in the same transaction.
  await recordEvents(tx, [subscriptionEvent(moved ?? { ...row, status: to }, event, now)]);
  return true;
}

/** The event a move is, as the notification centre (and later the webhooks) names it. */
function eventOf(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionEvent {
  if (to === 'INACTIVE') return from === 'PENDING' ? 'EXPIRED' : 'CANCELLED';
  if (to === 'DEFAULTER') return 'DEFAULTED';
  if (from === 'PENDING') return 'ACTIVATED';
  return from === 'DEFAULTER' ? 'RECOVERED' : 'REACTIVATED';
}

/** NOTIFICATION_SUBSCRIPTION for the seller, in the deciding transaction. */
export function notifySubscription(
  tx: DbOrTx,
  now: Date,
  row: Pick<SubscriptionRecord, 'id' | 'sellerId' | 'customerName'>,
  event: SubscriptionEvent,
) {
  return createNotification(tx, now, {
    sellerId: row.sellerId,
    type: 'NOTIFICATION_SUBSCRIPTION',
    variables: { event, subscription: row.id, buyer: row.customerName },
  });
}
