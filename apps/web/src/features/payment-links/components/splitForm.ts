import { z } from 'zod';
import {
  splitShareInputSchema,
  type LinkSplit,
  type SplitPaymentType,
  type SplitShareRequest,
  type SplitSubSellerOption,
} from '@cofre/contract';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';

/**
 * One sub-seller's row of the split section as its inputs hold it: the FIXED amount in centavos
 * (the money input) and the PERCENTAGE as typed ('12,5'), so a half-typed '12,' stays on screen.
 * The request takes the one its type names (`toSplitShares`).
 */
export interface SplitRowValues {
  subSellerId: string | null;
  /** The sub-seller's name, for the preview (the request sends the id only). */
  name: string;
  paymentType: SplitPaymentType;
  /** Centavos, when FIXED. */
  fixed: number;
  /** The percentage as typed (digits, one comma or dot, up to 2 decimals), when PERCENTAGE. */
  percent: string;
}

/** The rows' shape for the form's schema: types only, the rules are the contract's (`splitSharesSchema`). */
export const splitRowFields = z.object({
  subSellerId: z.string().nullable(),
  name: z.string(),
  paymentType: splitShareInputSchema.shape.paymentType,
  fixed: z.number(),
  percent: z.string(),
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
  percent: '',
});

/** The most a percentage input holds: '100', '12,50' (spec 2 §5: max 5 characters, capped at 100). */
const PERCENT_MAX_CHARS = 5;

/** '12,5' → 1250 basis points; anything that is not a percentage → 0 (the contract then says why). */
export function percentToBasisPoints(text: string): number {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return 0;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 1250 → '12,5'; 1205 → '12,05'; 1200 → '12'. */
export function basisPointsToPercent(bp: number): string {
  const decimals = bp % 100;
  const whole = (bp - decimals) / 100;
  if (decimals === 0) return String(whole);
  return `${whole},${String(decimals).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * What the percentage input keeps of a keystroke (spec 2 §5): digits with one comma or dot, two
 * decimals, five characters, and never above 100 (a larger number reads 100).
 */
export function typedPercent(text: string): string {
  let separator = '';
  let whole = '';
  let decimals = '';
  for (const char of text) {
    if (/\d/.test(char)) {
      if (separator) decimals += char;
      else whole += char;
    } else if ((char === ',' || char === '.') && !separator) {
      separator = char;
    }
  }
  const kept = `${whole}${separator}${decimals.slice(0, 2)}`.slice(0, PERCENT_MAX_CHARS);
  return percentToBasisPoints(kept) > 10_000 ? '100' : kept;
}

/**
 * The rows as the request's shares: centavos for FIXED, basis points for PERCENTAGE. A row without
 * a sub-seller leaves the id out, so the contract answers 'Preenchimento obrigatório!' on its picker.
 */
export function toSplitShares(rows: readonly SplitRowValues[]): SplitShareRequest[] {
  return rows.map((row) => ({
    subSellerId: row.subSellerId ?? (undefined as unknown as string),
    paymentType: row.paymentType,
    paymentValue: row.paymentType === 'FIXED' ? row.fixed : percentToBasisPoints(row.percent),
  }));
}

/** A saved link's split as the rows of its edit form. */
export function splitRowsOf(split: LinkSplit | null): SplitRowValues[] {
  return (split?.shares ?? []).map((share) => ({
    subSellerId: share.subSellerId,
    name: share.name,
    paymentType: share.paymentType,
    fixed: share.paymentType === 'FIXED' ? share.paymentValue : 0,
    percent: share.paymentType === 'PERCENTAGE' ? basisPointsToPercent(share.paymentValue) : '',
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
    percent: option.paymentType === 'PERCENTAGE' && value > 0 ? basisPointsToPercent(value) : '',
  };
}

/** How a share is set: 'Valor fixo' (its amount says the rest), or '12,5%' (basis points). */
export function shareSetting(paymentType: SplitPaymentType, paymentValue: number): string {
  return paymentType === 'FIXED' ? SPLIT_TYPE_LABELS.FIXED : T.percentOf(basisPointsToPercent(paymentValue));
}
