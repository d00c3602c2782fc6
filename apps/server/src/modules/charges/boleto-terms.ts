import { eq } from 'drizzle-orm';
import { bpToPercent, percentToBp, type SellerDefaultTax } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Session } from '../../plugins/types.js';
import { DEFAULT_BOLETO_FINE_BP, DEFAULT_BOLETO_INTEREST_MONTHLY_BP } from './interest.js';
import { sellerBoletoTerms } from './tables.js';

async function storedTerms(ctx: AppContext, sellerId: string) {
  const [own] = await ctx.db.select().from(sellerBoletoTerms).where(eq(sellerBoletoTerms.sellerId, sellerId));
  return (
    own ?? {
      fineBp: DEFAULT_BOLETO_FINE_BP,
      interestMonthlyBp: DEFAULT_BOLETO_INTEREST_MONTHLY_BP,
      fineEnabled: true,
      interestEnabled: true,
    }
  );
}

/** The fine and monthly interest a new boleto carries: a switched-off item is 0. */
export async function boletoTerms(ctx: AppContext, sellerId: string) {
  const terms = await storedTerms(ctx, sellerId);
  return {
    fineBp: terms.fineEnabled ? terms.fineBp : 0,
    interestMonthlyBp: terms.interestEnabled ? terms.interestMonthlyBp : 0,
  };
}

/** GET /sellers/default-tax (spec 3 §7): both items with their switch and percentage. */
export async function defaultTax(ctx: AppContext, sellerId: string): Promise<SellerDefaultTax> {
  const terms = await storedTerms(ctx, sellerId);
  return {
    bankSlipTax: {
      fine: { enable: terms.fineEnabled, percentage: bpToPercent(terms.fineBp) },
      interest: { enable: terms.interestEnabled, percentage: bpToPercent(terms.interestMonthlyBp) },
    },
  };
}

/**
 * PATCH /sellers/default-tax: new boletos carry the new terms; those already issued keep theirs (the
 * terms are copied onto each charge). The recommended caps are hints only (spec 3 §2). Audited.
 */
export async function setDefaultTax(ctx: AppContext, session: Session, body: SellerDefaultTax) {
  const { fine, interest } = body.bankSlipTax;
  const set = {
    fineBp: percentToBp(fine.percentage),
    interestMonthlyBp: percentToBp(interest.percentage),
    fineEnabled: fine.enable,
    interestEnabled: interest.enable,
  };
  await ctx.db
    .insert(sellerBoletoTerms)
    .values({ sellerId: session.sellerId, ...set })
    .onConflictDoUpdate({ target: sellerBoletoTerms.sellerId, set });
  await ctx.audit.record({
    action: 'settings.default_tax',
    sellerId: session.sellerId,
    userId: session.userId,
    details: { ...set },
  });
  return defaultTax(ctx, session.sellerId);
}
