import { z } from 'zod';

/** 'Métodos de pagamento' settings (spec 3 §2, §3 seller default settings and default tax, §5, §7, §8, §9). */
export const PAYMENT_SETTINGS_MESSAGES = {
  methodSaved: 'Método de pagamento alterado com sucesso.',
  taxSaved: 'Configuração de juros e multa default atualizadas.',
  oneMethod: 'Mantenha ao menos um método de pagamento ativo.',
  percentage: 'Informe um percentual de 0 a 100, com até duas casas decimais.',
} as const;

/** Spec 3 §9: the field takes at most 4 characters ('2,00', '10,5', '100'). */
export const TAX_PERCENTAGE_MAX_LENGTH = 4;
/** Spec 3 §2: the recommended caps the hints show (not enforced: the seller answers for more). */
export const TAX_RECOMMENDED_CAPS = { interest: 1, fine: 2 } as const;

/** GET /sellers/payment-methods and PATCH /sellers/payment-methods: the methods new links start with. */
export const sellerPaymentMethodsSchema = z
  .strictObject({
    defaultEnableCreditCard: z.boolean(),
    defaultEnableBankSlip: z.boolean(),
    defaultEnablePixPayment: z.boolean(),
  })
  .refine(
    (methods) => methods.defaultEnableCreditCard || methods.defaultEnableBankSlip || methods.defaultEnablePixPayment,
    {
      message: PAYMENT_SETTINGS_MESSAGES.oneMethod,
      path: ['defaultEnableCreditCard'],
    },
  );
export type SellerPaymentMethods = z.infer<typeof sellerPaymentMethodsSchema>;

/** A percentage with at most two decimals, 0 to 100: kept in basis points (2,5% = 250). */
const percentageSchema = z
  .number({ error: PAYMENT_SETTINGS_MESSAGES.percentage })
  .min(0, PAYMENT_SETTINGS_MESSAGES.percentage)
  .max(100, PAYMENT_SETTINGS_MESSAGES.percentage)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, PAYMENT_SETTINGS_MESSAGES.percentage);

export const boletoTaxItemSchema = z.strictObject({ enable: z.boolean(), percentage: percentageSchema });

/**
 * GET and PATCH /sellers/default-tax: the fine and the monthly interest new boletos carry when paid
 * late. A switched-off item keeps its percentage for when it is switched on again.
 */
export const sellerDefaultTaxSchema = z.strictObject({
  bankSlipTax: z.strictObject({ fine: boletoTaxItemSchema, interest: boletoTaxItemSchema }),
});
export type SellerDefaultTax = z.infer<typeof sellerDefaultTaxSchema>;

/** Basis points from a percentage of at most two decimals (2,5 → 250), and back. */
export const percentToBp = (percentage: number) => Math.round(percentage * 100);
export const bpToPercent = (bp: number) => bp / 100;
