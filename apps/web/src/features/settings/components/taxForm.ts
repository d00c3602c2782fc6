import { z } from 'zod';
import { sellerDefaultTaxSchema, type SellerDefaultTax } from '@cofre/contract';

export type TaxItem = 'fine' | 'interest';

/**
 * What the boleto tax inputs hold: the request's shape (so the contract's messages land on the
 * percentage fields), with each percentage as typed ('2,5').
 */
export interface TaxFormValues {
  bankSlipTax: Record<TaxItem, { enable: boolean; percentage: string }>;
}

const itemFields = z.object({ enable: z.boolean(), percentage: z.string() });
const formFields = z.object({ bankSlipTax: z.object({ fine: itemFields, interest: itemFields }) });

const textOf = (percentage: number) => String(percentage).replace('.', ',');
/** '2,5' → 2.5; an empty field is no number (the contract's message says what is wanted). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The saved tax as the inputs show it (2.5 → '2,5'). */
export function taxFormValues({ bankSlipTax }: SellerDefaultTax): TaxFormValues {
  return {
    bankSlipTax: {
      fine: { enable: bankSlipTax.fine.enable, percentage: textOf(bankSlipTax.fine.percentage) },
      interest: { enable: bankSlipTax.interest.enable, percentage: textOf(bankSlipTax.interest.percentage) },
    },
  };
}

/** What is typed as the request (PATCH /sellers/default-tax), not yet checked. */
export function taxRequestOf({ bankSlipTax }: TaxFormValues): SellerDefaultTax {
  return {
    bankSlipTax: {
      fine: { enable: bankSlipTax.fine.enable, percentage: numberOf(bankSlipTax.fine.percentage) },
      interest: { enable: bankSlipTax.interest.enable, percentage: numberOf(bankSlipTax.interest.percentage) },
    },
  };
}

/** The form's schema: what is typed, read as the request and checked by the contract (no rule of its own). */
export const taxFormSchema = formFields.transform(taxRequestOf).pipe(sellerDefaultTaxSchema);
