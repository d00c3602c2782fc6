import { eq } from 'drizzle-orm';
import type { SellerPaymentDefaults, UserTermsResponse } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Session } from '../../plugins/types.js';
import { sellerPaymentDefaults, termsAcceptances } from './tables.js';
import { currentTermsVersion, hasAccepted } from './queries.js';

/** Terms are accepted once per seller, by an administrator, for the newest published version. */
export async function termsStatus(ctx: AppContext, sellerId: string): Promise<UserTermsResponse> {
  const version = await currentTermsVersion(ctx.db);
  if (!version) return { accepted: true, version: null, publishedAt: null };
  return {
    accepted: await hasAccepted(ctx.db, sellerId, version.id),
    version: version.version,
    publishedAt: version.publishedAt.toISOString(),
  };
}

export async function acceptTerms(ctx: AppContext, session: Session, ip: string): Promise<UserTermsResponse> {
  const version = await currentTermsVersion(ctx.db);
  if (version) {
    await ctx.db
      .insert(termsAcceptances)
      .values({
        sellerId: session.sellerId,
        termsVersionId: version.id,
        userId: session.userId,
        acceptedAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    await ctx.audit.record({
      action: 'terms.accepted',
      sellerId: session.sellerId,
      userId: session.userId,
      ip,
      details: { version: version.version },
    });
  }
  return termsStatus(ctx, session.sellerId);
}

/** Spec 2 §9: every method on, 12 instalments for a new one-off link and 10 for a quick link. */
export const PLATFORM_PAYMENT_DEFAULTS: SellerPaymentDefaults = {
  defaultEnableBankSlip: true,
  defaultEnableCreditCard: true,
  defaultEnablePixPayment: true,
  enableSplitOperation: false,
  defaultInstallments: 12,
  defaultFastInstallments: 10,
};

/** What a new payment link starts with: the seller's own defaults (D9), the platform's without them. */
export async function paymentDefaults(ctx: AppContext, sellerId: string): Promise<SellerPaymentDefaults> {
  const [own] = await ctx.db.select().from(sellerPaymentDefaults).where(eq(sellerPaymentDefaults.sellerId, sellerId));
  if (!own) return PLATFORM_PAYMENT_DEFAULTS;
  return {
    defaultEnableBankSlip: own.enableBankSlip,
    defaultEnableCreditCard: own.enableCreditCard,
    defaultEnablePixPayment: own.enablePix,
    enableSplitOperation: own.enableSplit,
    defaultInstallments: own.defaultInstallments,
    defaultFastInstallments: own.defaultFastInstallments,
  };
}
