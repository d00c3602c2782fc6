import { cents } from '@cofre/contract';
import type { ChargeStatus, WebhookEventType } from '@cofre/contract';
import type { IntegrationEvent } from '../events/index.js';
import type { charges } from './tables.js';

type ChargeRow = typeof charges.$inferSelect;

/** The columns a charge's event reads. */
type ChargeEventSource = Pick<
  ChargeRow,
  | 'id'
  | 'sellerId'
  | 'status'
  | 'title'
  | 'value'
  | 'interest'
  | 'refunded'
  | 'installments'
  | 'paymentMethod'
  | 'expirationDate'
  | 'paidAt'
  | 'paidDate'
  | 'customerName'
  | 'customerDocument'
  | 'customerEmail'
  | 'paymentLinkId'
  | 'subscriptionId'
  | 'subscriptionCycle'
  | 'errorCode'
  | 'createdAt'
>;

/**
 * A charge as it is created, for its `charge.created` event before the row is back from the
 * database (store.ts sends the insert and the event in one statement): nothing paid, refunded nor
 * failed yet. The store test compares the event with the stored row.
 */
export function createdChargeRow(
  values: Omit<ChargeEventSource, 'interest' | 'refunded' | 'paidAt' | 'paidDate' | 'errorCode'>,
): ChargeEventSource {
  return { ...values, interest: cents(0), refunded: cents(0), paidAt: null, paidDate: null, errorCode: null };
}

/**
 * What a charge's webhook carries: the charge right after the change, in the public API's words
 * (centavos, ISO dates). Never the card token or the page token.
 */
export function chargeEventData(row: ChargeEventSource) {
  return {
    object: 'charge',
    id: row.id,
    status: row.status,
    title: row.title,
    value: row.value,
    interest: row.interest,
    refunded: row.refunded,
    installments: row.installments,
    paymentMethod: row.paymentMethod,
    expirationDate: row.expirationDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidDate: row.paidDate,
    customer: { name: row.customerName, document: row.customerDocument, email: row.customerEmail },
    paymentLinkId: row.paymentLinkId,
    subscriptionId: row.subscriptionId,
    subscriptionCycle: row.subscriptionCycle,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The event a change is (docs/integrations.md lists them). `refundedBefore`: the refunded total
 * before the change, when it moved (a refund booked, or given back because the acquirer refused it).
 */
export function chargeEventType(from: ChargeStatus, row: ChargeRow, refundedBefore: number | null): WebhookEventType {
  const to = row.status;
  if (refundedBefore !== null && row.refunded !== refundedBefore) {
    return row.refunded > refundedBefore ? 'charge.refunded' : 'charge.refund_reverted';
  }
  if (from === to) return 'charge.updated';
  switch (to) {
    case 'PAID':
      if (from === 'DISPUTE') return 'charge.dispute_won';
      return from === 'REFUND' ? 'charge.refund_reverted' : 'charge.paid';
    case 'PAID_MANUALLY':
      return 'charge.paid';
    case 'LATE':
      return 'charge.overdue';
    case 'FAILED':
      return 'charge.failed';
    case 'CANCELED':
    case 'ABANDONED':
      return 'charge.canceled';
    case 'REFUND':
      return 'charge.refunded';
    case 'DISPUTE':
      return 'charge.dispute_opened';
    case 'CHARGEBACK':
      return 'charge.chargeback';
    case 'SCHEDULED':
      return 'charge.updated';
  }
}

/** The event of a charge as it stands in `row`, at `at`. */
export function chargeEvent(row: ChargeEventSource, type: WebhookEventType, at: Date): IntegrationEvent {
  return {
    sellerId: row.sellerId,
    type,
    domain: row.subscriptionId ? 'SUBSCRIPTION' : 'ORDER',
    objectId: row.id,
    data: chargeEventData(row),
    at,
  };
}
