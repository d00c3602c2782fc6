import { sql } from 'drizzle-orm';
import type { DomainEvents } from '../../lib/domain-events.js';
import { decideDeliveries } from './decide.js';

/** What notices does when a module below it announces something; wired once, in context-factory.ts. */
export function subscribeNotices(events: DomainEvents): void {
  // The card's on-payment notice (spec 3 §9) is decided in the payment's transaction; the dispatch
  // sweep sends it. The unique key makes a second announcement of the same payment a no-op.
  events.on('charge.paid', async (tx, paid) => {
    if (paid.paymentMethod !== 'CREDIT_CARD') return;
    await decideDeliveries(
      tx,
      'CREDIT_CARD_PAYMENT',
      sql`c.seller_id = ${paid.sellerId} and c.id = ${paid.chargeId}`,
      paid.paidAt,
    );
  });
}
