import type { DomainEvents } from '../../lib/domain-events.js';
import { requestInvoiceOnPayment } from '../invoices/index.js';
import { lockSubscription, moveSubscription } from './transition.js';

/** What subscriptions do when a module below announces something; wired once, in context-factory.ts. */
export function subscribeSubscriptions(events: DomainEvents): void {
  // A paid cycle makes a PENDING subscription ACTIVE and a DEFAULTER one ACTIVE again, and with the
  // subscription's automatic invoice on, requests the cycle's invoice.
  events.on('charge.paid', async (tx, paid) => {
    if (!paid.subscriptionId) return;
    const row = await lockSubscription(tx, paid.sellerId, paid.subscriptionId);
    if (!row) return;
    if (row.status === 'PENDING' || row.status === 'DEFAULTER') {
      await moveSubscription(tx, row, 'ACTIVE', paid.paidAt, { quiet: true });
    }
    if (row.invoiceEnabled) {
      await requestInvoiceOnPayment(tx, { id: paid.chargeId, sellerId: paid.sellerId, value: paid.value }, paid.paidAt);
    }
  });
  // A cycle's charge gone late makes an ACTIVE subscription a defaulter ('Inadimplente').
  events.on('charge.late', async (tx, late) => {
    if (!late.subscriptionId) return;
    const row = await lockSubscription(tx, late.sellerId, late.subscriptionId);
    if (row?.status === 'ACTIVE') await moveSubscription(tx, row, 'DEFAULTER', late.lateAt, { quiet: true });
  });
}
