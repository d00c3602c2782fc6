import type { DomainEvents } from '../../lib/domain-events.js';
import { requestInvoiceOnPayment } from './service.js';

/** What invoices does when a module below it announces something; wired once, in context-factory.ts. */
export function subscribeInvoices(events: DomainEvents): void {
  // A charge paid through the platform gets its invoice requested when the seller's config is active.
  events.on('charge.paid', (tx, paid) =>
    requestInvoiceOnPayment(tx, { id: paid.chargeId, sellerId: paid.sellerId, value: paid.value }, paid.paidAt),
  );
}
