import { z } from 'zod';
import {
  paidSplitShares,
  splitShareInputSchema,
  type LinkSplit,
  type SplitPaymentType,
  type SplitShareInput,
  type SplitShareRequest,
  type SplitSubSellerOption,
} from '@cofre/contract';
import { percentText } from '../../../lib/percent';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';

/**
 * One sub-seller's row of the split section as its inputs hold it: the FIXED amount in centavos
 * (the money input) and the PERCENTAGE in basis points (the percentage input; NaN while empty).
 * The request takes the one its type names (`toSplitShares`).
 */
export interface SplitRowValues {
  subSellerId: string | null;
  /** The sub-seller's name, for the preview (the request sends the id only). */
  name: string;
  paymentType: SplitPaymentType;
  /** Centavos, when FIXED. */
  fixed: number;
  /** Basis points, when PERCENTAGE (NaN while nothing is typed). */
  percent: number;
}

/** The rows' shape for the form's schema: types only, the rules are the contract's (`splitSharesSchema`). */
export const splitRowFields = z.object({
  subSellerId: z.string().nullable(),
  name: z.string(),
  paymentType: splitShareInputSchema.shape.paymentType,
  fixed: z.number(),
  // NaN while nothing is typed: the request then says what is missing (`toSplitShares`).
  percent: z.number().or(z.nan()),
});

export const SPLIT_TYPE_LABELS: Record<SplitPaymentType, string> = {
  FIXED: T.splitFixed,
  PERCENTAGE: T.splitPercentage,
};

export const emptySplitRow = (): SplitRowValues => ({
  subSellerId: null,
  name: '',
  paymentType: 'PERCENTAGE',
  fixed: 0,
  percent: Number.NaN,
});

/**
 * The rows as the request's shares: centavos for FIXED, basis points for PERCENTAGE. A row without
 * a sub-seller leaves the id out, so the contract answers 'Preenchimento obrigatório!' on its picker.
 */
export function toSplitShares(rows: readonly SplitRowValues[]): SplitShareRequest[] {
  return rows.map((row) => ({
    subSellerId: row.subSellerId ?? (undefined as unknown as string),
    paymentType: row.paymentType,
    // Nothing typed (NaN, or null once the preview's JSON copy holds it) is 0: the contract then says so.
    paymentValue: row.paymentType === 'FIXED' ? row.fixed : Number.isFinite(row.percent) ? row.percent : 0,
  }));
}

/** A saved link's split as the rows of its edit form. */
export function splitRowsOf(split: LinkSplit | null): SplitRowValues[] {
  return (split?.shares ?? []).map((share) => ({
    subSellerId: share.subSellerId,
    name: share.name,
    paymentType: share.paymentType,
    fixed: share.paymentType === 'FIXED' ? share.paymentValue : 0,
    percent: share.paymentType === 'PERCENTAGE' ? share.paymentValue : Number.NaN,
  }));
}

/** A picked sub-seller's row: its default split fills the type and the value (spec 2 §3). */
export function rowOfSubSeller(option: SplitSubSellerOption): SplitRowValues {
  const value = option.paymentValue > 0 ? option.paymentValue : 0;
  return {
    subSellerId: option.id,
    name: option.name,
    paymentType: option.paymentType,
    fixed: option.paymentType === 'FIXED' ? value : 0,
    percent: option.paymentType === 'PERCENTAGE' && value > 0 ? value : Number.NaN,
  };
}

/** How a share is set: 'Valor fixo' (its amount says the rest), or '12,5%' (basis points). */
export function shareSetting(paymentType: SplitPaymentType, paymentValue: number): string {
  return paymentType === 'FIXED' ? SPLIT_TYPE_LABELS.FIXED : T.percentOf(percentText(paymentValue));
}

/** The shares a sale of this link would pay out: those with a sub-seller and a value, when split is on. */
export function splitInputs(values: {
  type: string;
  splitEnabled: boolean;
  split: readonly SplitRowValues[];
}): SplitShareInput[] {
  if (values.type !== 'ORDER' || !values.splitEnabled) return [];
  return toSplitShares(values.split.filter((row) => row.subSellerId !== null)).filter(
    (share) => share.paymentValue > 0,
  );
}

/**
 * What the seller keeps of an option: the net after the fee, less the sub-sellers' shares as the
 * ledger will take them from what the buyer pays (contract `paidSplitShares`, the same function).
 */
export function sellerReceives(
  option: { totalAmount: number; receivedAmount: number },
  shares: SplitShareInput[],
): number {
  if (shares.length === 0) return option.receivedAmount;
  const fee = option.totalAmount - option.receivedAmount;
  const toPartners = paidSplitShares(option.totalAmount, shares, fee).reduce((sum, amount) => sum + amount, 0);
  return option.receivedAmount - toPartners;
}
