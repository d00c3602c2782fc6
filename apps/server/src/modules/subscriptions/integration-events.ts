import type { SubscriptionEvent, WebhookEventType } from '@cofre/contract';
import type { IntegrationEvent } from '../events/index.js';
import type { SubscriptionRecord } from './tables.js';

const TYPES: Record<SubscriptionEvent, WebhookEventType> = {
  SUBSCRIBED: 'subscription.created',
  ACTIVATED: 'subscription.activated',
  DEFAULTED: 'subscription.defaulted',
  RECOVERED: 'subscription.recovered',
  REACTIVATED: 'subscription.reactivated',
  CANCELLED: 'subscription.cancelled',
  EXPIRED: 'subscription.expired',
};

/** The subscription as its webhook carries it, right after the change. Never the card token. */
function subscriptionEventData(row: SubscriptionRecord) {
  return {
    object: 'subscription',
    id: row.id,
    status: row.status,
    clientId: row.clientId,
    planId: row.planId,
    paymentLinkId: row.paymentLinkId,
    customer: { name: row.customerName, document: row.customerDocument },
    periodicity: row.periodicity,
    valuePerMonth: row.valuePerMonth,
    paymentMethod: row.paymentMethod,
    startDate: row.startDate,
    nextCycle: row.nextCycle,
    nextDueDate: row.nextDueDate,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A subscription's event, as the notification centre names it (`SubscriptionEvent`; SUBSCRIBED is its creation). */
export function subscriptionEvent(row: SubscriptionRecord, what: SubscriptionEvent, at: Date): IntegrationEvent {
  return {
    sellerId: row.sellerId,
    type: TYPES[what],
    domain: 'SUBSCRIPTION',
    objectId: row.id,
    data: subscriptionEventData(row),
    at,
  };
}
