import { allocate, basisPoints, cents, sumCents, type Cents } from './money.js';

/** How a sub-seller's share of a sale is set (spec 3 §3 sub-seller, §9: FIXED or PERCENTAGE, max 100 %). */
export const SPLIT_PAYMENT_TYPES = ['FIXED', 'PERCENTAGE'] as const;
export type SplitPaymentType = (typeof SPLIT_PAYMENT_TYPES)[number];

export const SPLIT_MESSAGES = {
  overAvailable: 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
} as const;

/** One sub-seller's share as configured: centavos (FIXED) or basis points of the value (PERCENTAGE, 1250 = 12,5 %). */
export interface SplitShareInput {
  subSellerId: string;
  paymentType: SplitPaymentType;
  paymentValue: number;
}

export interface SplitReview {
  value: Cents;
  /** Each sub-seller's amount, in the order given. */
  shares: Array<{ subSellerId: string; amount: Cents }>;
  amountForSubSellers: Cents;
  /** The platform's fee on the sale: borne by the seller alone (docs/decisions.md, "Who bears the split's fee"). */
  fee: Cents;
  /** What the seller keeps: value − shares − fee. Negative: the split is refused. */
  remainder: Cents;
}

/**
 * 'Revise os valores do split' (spec 2 §2, §5): each sub-seller's amount, the fee and the seller's
 * remainder, with value = shares + fee + remainder to the centavo, always. Percentage shares are
 * taken together with the seller's percentage (the rest of 100 %) by `allocate`, so rounding never
 * creates or loses a centavo; fixed shares are then taken from the seller's part. The server runs the
 * same function and refuses a negative remainder (`SPLIT_MESSAGES.overAvailable`).
 */
export function reviewSplit(value: number, inputs: readonly SplitShareInput[], fee: number): SplitReview {
  const total = cents(value);
  const percentBp = sumCents(
    inputs.filter((input) => input.paymentType === 'PERCENTAGE').map((input) => input.paymentValue),
  );
  const percentAmounts =
    percentBp <= 10_000
      ? allocate(total, [
          ...inputs.map((input) => (input.paymentType === 'PERCENTAGE' ? input.paymentValue : 0)),
          10_000 - percentBp,
        ])
      : // Over 100 %: no valid split; the proportional amounts show by how much.
        inputs.map((input) => (input.paymentType === 'PERCENTAGE' ? basisPoints(total, input.paymentValue) : cents(0)));
  const shares = inputs.map((input, index) => ({
    subSellerId: input.subSellerId,
    amount: input.paymentType === 'FIXED' ? cents(input.paymentValue) : (percentAmounts[index] as Cents),
  }));
  const amountForSubSellers = sumCents(shares.map((share) => share.amount));
  const feeCents = cents(fee);
  return {
    value: total,
    shares,
    amountForSubSellers,
    fee: feeCents,
    remainder: cents(total - amountForSubSellers - feeCents),
  };
}

/** True when the split leaves the seller nothing negative (the confirm button's rule, spec 2 §5). */
export const isSplitValid = (review: SplitReview) => review.remainder >= 0;

/**
 * A refund or chargeback of a split sale, taken back from the seller and each sub-seller in
 * proportion to what each received (docs/decisions.md): `allocate` over the parts, so the pieces add
 * up to `amount` exactly and none is asked more than it received when `amount` ≤ their sum.
 */
export function splitTakeBack(amount: number, received: readonly number[]): Cents[] {
  if (received.every((part) => part === 0)) return received.map(() => cents(0));
  return allocate(amount, received);
}

/**
 * What each sub-seller receives of a paid sale: the link's shares reviewed against what the buyer
 * actually paid and the actual fee. Should the sale's own discount or fee leave the seller less than
 * nothing (the link was checked at its full value), the shares are reduced in proportion to fit what
 * is left after the fee, so the seller's part is never negative (docs/decisions.md, "Split payments").
 */
export function paidSplitShares(paid: number, inputs: readonly SplitShareInput[], fee: number): Cents[] {
  const review = reviewSplit(paid, inputs, fee);
  const amounts = review.shares.map((share) => share.amount);
  const room = Math.max(0, paid - fee);
  if (review.amountForSubSellers <= room) return amounts;
  if (review.amountForSubSellers === 0) return amounts;
  return allocate(room, amounts);
}

/**
 * Lays each sub-seller's amount over the sale's instalments (one row per sub-seller, one column per
 * instalment), so that every row sums to its amount exactly and no instalment gives away more than
 * its net. Each sub-seller in turn takes from what the instalments still hold, in proportion to it
 * (`allocate` never gives a part more than its weight when the total fits), so the nearest
 * settlements pay every party alike. Needs Σ amounts ≤ Σ nets (paidSplitShares guarantees it).
 */
export function splitOverInstallments(amounts: readonly number[], nets: readonly number[]): Cents[][] {
  const left = nets.map((net) => Math.max(0, net));
  return amounts.map((amount) => {
    if (amount === 0 || left.every((part) => part === 0)) return left.map(() => cents(0));
    const row = allocate(amount, left);
    row.forEach((part, index) => {
      left[index] = (left[index] as number) - part;
    });
    return row;
  });
}
