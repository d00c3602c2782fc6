import {
  cents,
  chargeMinimumError,
  createsQuickLinks,
  seesQuickLinks,
  scale,
  type Cents,
  type Feature,
  type PaymentLinkCreate,
  type PaymentMethod,
} from '@cofre/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { findPlan } from '../plans/index.js';
import { sellerClients } from '../seller-clients/index.js';

/** The price a method charges after its discount: percent of the base value, rounded half up (spec 2 §4). */
export function discountedValue(value: number, discountPercent: number): Cents {
  return cents(value - scale(value, discountPercent, 100));
}

/** Who creates or edits a link: the seller, with the toggles of its session. */
export interface LinkAuthor {
  sellerId: string;
  features: readonly Feature[];
}

/** Creating a quick link (POST, or a duplicate of one): both quick-link toggles, else LNK-005. */
export function checkQuickLinkCreation(author: Pick<LinkAuthor, 'features'>): void {
  if (!createsQuickLinks(author)) throw forbidden('LNK-005');
}

/**
 * The rules the contract cannot check alone (it knows neither the clock, the toggles nor the
 * seller's records), in the order a seller would fix them. `edit`: the link being edited (absent
 * when creating); an edit that keeps its plan may keep it even if the plan was deactivated since.
 */
export async function checkLinkRules(
  db: DbOrTx,
  author: LinkAuthor,
  input: PaymentLinkCreate,
  now: Date,
  edit?: { planId: string | null },
): Promise<void> {
  if (input.type === 'FAST_ORDER') {
    if (edit) {
      if (!seesQuickLinks(author)) throw forbidden('LNK-005');
    } else {
      checkQuickLinkCreation(author);
    }
  }
  if (input.metadata.length > 0 && !author.features.includes('view_payment_link_metadata')) {
    throw forbidden('LNK-006');
  }
  // A quick link asks the buyer nothing: it cannot be dedicated to a client (spec 2 §1).
  if (input.type === 'FAST_ORDER' && input.clientId) throw new AppError('GEN-400');
  if (input.type !== 'SUBSCRIPTION' && input.subscription) throw new AppError('GEN-400');
  if (input.expiresAt && new Date(input.expiresAt) <= now) throw new AppError('LNK-004');
  if (input.creditCard.enabled && input.creditCard.scheduleDate && input.creditCard.scheduleDate < businessDate(now)) {
    throw new AppError('LNK-004');
  }
  if (input.clientId) {
    const [client] = await db
      .select({ id: sellerClients.id })
      .from(sellerClients)
      .where(and(eq(sellerClients.sellerId, author.sellerId), eq(sellerClients.id, input.clientId)));
    if (!client) throw notFound();
  }
  if (input.subscription) {
    const plan = await findPlan(db, author.sellerId, input.subscription.planId);
    if (!plan) throw notFound();
    if (!plan.active && plan.id !== edit?.planId) throw new AppError('LNK-002');
  }
  const methods: Array<[PaymentMethod, { enabled: boolean; discountPercent: number }]> = [
    ['CREDIT_CARD', input.creditCard],
    ['BOLETO', input.bankSlip],
    ['PIX', input.pix],
  ];
  for (const [paymentMethod, method] of methods) {
    if (!method.enabled) continue;
    const value = discountedValue(input.value, method.discountPercent);
    if (chargeMinimumError({ value, paymentMethod })) throw new AppError('LNK-003');
  }
}
