import type { ChargeCreate } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';

/**
 * Whether a payment link is the seller's (in any state). Links belong to payment-links, a module
 * above charges: app.ts gives its query (`payment-links/queries.ts` `isSellerLink`) to the routes.
 */
export type PaymentLinkOwner = (db: DbOrTx, sellerId: string, linkId: string) => Promise<boolean>;

/**
 * A charge a seller creates (back-office or public API) may name only a link of its own: the id goes
 * on to the charge's row, the list's link filter and the webhook events of the seller. Another
 * seller's link, or none with that id, is 404 like any foreign id.
 */
export async function requireOwnPaymentLink(
  db: DbOrTx,
  owns: PaymentLinkOwner,
  sellerId: string,
  body: Pick<ChargeCreate, 'paymentLinkId'>,
): Promise<void> {
  if (body.paymentLinkId && !(await owns(db, sellerId, body.paymentLinkId))) throw notFound();
}
