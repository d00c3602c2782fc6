import { z } from 'zod';
import { MAX_CHARGE_CENTS } from './charges.js';
import { SPLIT_PAYMENT_TYPES } from './split.js';

/** How many sub-sellers one sale may be split with. */
export const SPLIT_MAX_SUB_SELLERS = 10;

export const LINK_SPLIT_MESSAGES = {
  invalidValue: 'Informe um valor válido.',
  percentMax: 'O percentual deve ser de no máximo 100%.',
  duplicate: 'Cada sub-vendedor só pode aparecer uma vez no split.',
  cardOnly: 'O split só pode ser usado com cartão de crédito.',
  orderOnly: 'O split só pode ser usado em links de cobrança pontual.',
  tooMany: `O split aceita no máximo ${SPLIT_MAX_SUB_SELLERS} sub-vendedores.`,
} as const;

/**
 * One sub-seller's share of a link (spec 2 §3 subSellerPaymentRequest): centavos (FIXED) or basis
 * points of the value (PERCENTAGE, 1250 = 12,5 %, at most 100 %).
 */
export const splitShareInputSchema = z
  .strictObject({
    subSellerId: z.uuid(),
    paymentType: z.enum(SPLIT_PAYMENT_TYPES),
    paymentValue: z
      .number({ error: LINK_SPLIT_MESSAGES.invalidValue })
      .int(LINK_SPLIT_MESSAGES.invalidValue)
      .min(1, LINK_SPLIT_MESSAGES.invalidValue)
      .max(MAX_CHARGE_CENTS, LINK_SPLIT_MESSAGES.invalidValue),
  })
  .superRefine((share, issue) => {
    if (share.paymentType === 'PERCENTAGE' && share.paymentValue > 10_000) {
      issue.addIssue({ code: 'custom', path: ['paymentValue'], message: LINK_SPLIT_MESSAGES.percentMax });
    }
  });
export type SplitShareRequest = z.infer<typeof splitShareInputSchema>;

/** The shares of a link: each sub-seller once, at most SPLIT_MAX_SUB_SELLERS. */
export const splitSharesSchema = z
  .array(splitShareInputSchema)
  .max(SPLIT_MAX_SUB_SELLERS, LINK_SPLIT_MESSAGES.tooMany)
  .superRefine((shares, issue) => {
    const seen = new Set<string>();
    shares.forEach((share, index) => {
      if (seen.has(share.subSellerId)) {
        issue.addIssue({ code: 'custom', path: [index, 'subSellerId'], message: LINK_SPLIT_MESSAGES.duplicate });
      }
      seen.add(share.subSellerId);
    });
  });

/** POST /payment-links/split-review: 'Revise os valores do split' for a value before the link exists. */
export const splitReviewRequestSchema = z.strictObject({
  value: z.number().int().min(100).max(MAX_CHARGE_CENTS),
  split: splitSharesSchema.min(1),
});
export type SplitReviewRequest = z.infer<typeof splitReviewRequestSchema>;

/** A sub-seller's share as shown (spec 2 §3 subSellerPaymentResponse). */
export const splitShareViewSchema = z.object({
  subSellerId: z.uuid(),
  name: z.string(),
  paymentType: z.enum(SPLIT_PAYMENT_TYPES),
  paymentValue: z.number().int(),
  /** Centavos this sub-seller receives of the link's value. */
  amount: z.number().int(),
});
export type SplitShareView = z.infer<typeof splitShareViewSchema>;

export const splitReviewSchema = z.object({
  value: z.number().int(),
  shares: z.array(splitShareViewSchema),
  amountForSubSellers: z.number().int(),
  /** The provider's fee on a single card payment of the value, borne by the seller. */
  fee: z.number().int(),
  /** value − shares − fee; negative: the split is refused. */
  remainder: z.number().int(),
});
export type SplitReviewView = z.infer<typeof splitReviewSchema>;

/** A link's split, on the link (null when the link is not split). */
export const linkSplitSchema = z.object({
  shares: z.array(splitShareViewSchema),
  amountForSubSellers: z.number().int(),
});
export type LinkSplit = z.infer<typeof linkSplitSchema>;

/** GET /payment-links/subseller: the sub-sellers a link may be split with (active and registered). */
export const splitSubSellerOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  paymentType: z.enum(SPLIT_PAYMENT_TYPES),
  paymentValue: z.number().int(),
});
export const splitSubSellerOptionListSchema = z.object({ content: z.array(splitSubSellerOptionSchema) });
export type SplitSubSellerOption = z.infer<typeof splitSubSellerOptionSchema>;
