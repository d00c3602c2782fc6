import type { DomainEvents } from '../../lib/domain-events.js';
import { requestInvoiceOnPayment } from './service.js';

/** What invoices does when a module below it announces something; wired once, in context-factory.ts. */
export function subscribeInvoices(events: DomainEvents): void {
  // A charge paid through the platform gets its invoice requested when the seller's config is active.
  // A subscription's cycle is the exception: its own automatic-invoice toggle decides (subscriptions/reactions.ts).
  events.on('charge.paid', async (tx, paid) => {
    if (paid.subscriptionId) return;
    await requestInvoiceOnPayment(tx, { id: paid.chargeId, sellerId: paid.sellerId, value: paid.value }, paid.paidAt);
  });
}
