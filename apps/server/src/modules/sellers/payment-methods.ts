import type { SellerPaymentMethods } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Session } from '../../plugins/types.js';
import { paymentDefaults, PLATFORM_PAYMENT_DEFAULTS } from './service.js';
import { sellerPaymentDefaults } from './tables.js';

/** 'Métodos de pagamento': the methods a new payment link starts with (spec 3 §3 seller default settings). */
export async function paymentMethods(ctx: AppContext, sellerId: string): Promise<SellerPaymentMethods> {
  const { defaultEnableCreditCard, defaultEnableBankSlip, defaultEnablePixPayment } = await paymentDefaults(
    ctx,
    sellerId,
  );
  return { defaultEnableCreditCard, defaultEnableBankSlip, defaultEnablePixPayment };
}

/**
 * Sets the seller's default methods; the instalment defaults an operator set stay (the platform's
 * when none). New links start with them; links already made keep theirs. Audited.
 */
export async function setPaymentMethods(
  ctx: AppContext,
  session: Session,
  methods: SellerPaymentMethods,
): Promise<SellerPaymentMethods> {
  const set = {
    enableCreditCard: methods.defaultEnableCreditCard,
    enableBankSlip: methods.defaultEnableBankSlip,
    enablePix: methods.defaultEnablePixPayment,
  };
  await ctx.db
    .insert(sellerPaymentDefaults)
    .values({
      sellerId: session.sellerId,
      ...set,
      enableSplit: PLATFORM_PAYMENT_DEFAULTS.enableSplitOperation,
      defaultInstallments: PLATFORM_PAYMENT_DEFAULTS.defaultInstallments,
      defaultFastInstallments: PLATFORM_PAYMENT_DEFAULTS.defaultFastInstallments,
    })
    .onConflictDoUpdate({ target: sellerPaymentDefaults.sellerId, set });
  await ctx.audit.record({
    action: 'settings.payment_methods',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { ...methods },
  });
  return paymentMethods(ctx, session.sellerId);
}
