import type { DomainEvents } from '../../lib/domain-events.js';
import { countPaidCharge } from './service.js';

/** What payment links do when a module below announces something; wired once, in context-factory.ts. */
export function subscribePaymentLinks(events: DomainEvents): void {
  events.on('charge.paid', async (tx, paid) => {
    if (paid.paymentLinkId) await countPaidCharge(tx, paid.sellerId, paid.paymentLinkId);
  });
}
