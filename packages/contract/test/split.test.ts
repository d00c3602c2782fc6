import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSplitValid,
  paidSplitShares,
  reviewSplit,
  splitOverInstallments,
  splitTakeBack,
  type SplitShareInput,
} from '../src/split.js';

const share = fc.oneof(
  fc.record({
    subSellerId: fc.uuid(),
    paymentType: fc.constant('FIXED' as const),
    paymentValue: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  fc.record({
    subSellerId: fc.uuid(),
    paymentType: fc.constant('PERCENTAGE' as const),
    paymentValue: fc.integer({ min: 0, max: 10_000 }),
  }),
);

describe('reviewSplit', () => {
  it('shares + fee + remainder = value, to the centavo, for any value, shares and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(share, { maxLength: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (value, shares, fee) => {
          const review = reviewSplit(value, shares, fee);
          const parts = review.shares.reduce((sum, part) => sum + part.amount, 0);
          expect(parts).toBe(review.amountForSubSellers);
          expect(review.amountForSubSellers + review.fee + review.remainder).toBe(value);
          expect(review.shares.map((part) => part.subSellerId)).toEqual(shares.map((input) => input.subSellerId));
        },
      ),
    );
  });

  it('rounds percentages together: three thirds of R$ 100,00 leave the seller nothing and lose nothing', () => {
    const thirds: SplitShareInput[] = ['a', 'b', 'c'].map((id) => ({
      subSellerId: id,
      paymentType: 'PERCENTAGE',
      paymentValue: 3_333,
    }));
    const review = reviewSplit(10_000, thirds, 0);
    expect(review.shares.map((part) => part.amount)).toEqual([3_333, 3_333, 3_333]);
    expect(review.remainder).toBe(1);
    const odd = reviewSplit(1_001, [{ subSellerId: 'a', paymentType: 'PERCENTAGE', paymentValue: 5_000 }], 0);
    expect(odd.shares[0]!.amount + odd.remainder).toBe(1_001);
  });

  it('takes fixed shares and the fee from the seller; over what is available, the split is refused', () => {
    const review = reviewSplit(
      20_000,
      [
        { subSellerId: 'a', paymentType: 'FIXED', paymentValue: 5_000 },
        { subSellerId: 'b', paymentType: 'PERCENTAGE', paymentValue: 2_500 },
      ],
      598,
    );
    expect(review).toMatchObject({ amountForSubSellers: 10_000, fee: 598, remainder: 9_402 });
    expect(isSplitValid(review)).toBe(true);
    const over = reviewSplit(10_000, [{ subSellerId: 'a', paymentType: 'FIXED', paymentValue: 9_800 }], 300);
    expect(over.remainder).toBe(-100);
    expect(isSplitValid(over)).toBe(false);
    const overPercent = reviewSplit(
      10_000,
      [
        { subSellerId: 'a', paymentType: 'PERCENTAGE', paymentValue: 6_000 },
        { subSellerId: 'b', paymentType: 'PERCENTAGE', paymentValue: 6_000 },
      ],
      0,
    );
    expect(overPercent.shares.map((part) => part.amount)).toEqual([6_000, 6_000]);
    expect(isSplitValid(overPercent)).toBe(false);
  });
});

describe('splitTakeBack', () => {
  it('takes a refund back in proportion, adding up exactly, never more than a part received', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 11 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (received, fraction) => {
          const total = received.reduce((sum, part) => sum + part, 0);
          const amount = Math.floor(total * fraction);
          const pieces = splitTakeBack(amount, received);
          expect(pieces.reduce((sum, piece) => sum + piece, 0)).toBe(total === 0 ? 0 : amount);
          pieces.forEach((piece, index) => expect(piece).toBeLessThanOrEqual(received[index]!));
        },
      ),
    );
  });

  it('R$ 33,33 back from R$ 100,01 split 50/30/20 (odd centavos stay accounted for)', () => {
    expect(splitTakeBack(3_333, [5_001, 3_000, 2_000])).toEqual([1_667, 1_000, 666]);
  });
});

describe('paidSplitShares', () => {
  it('pays the reviewed shares when they fit, and never leaves the seller less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(share, { maxLength: 10 }),
        fc.integer({ min: 0, max: 50_000 }),
        (paid, shares, fee) => {
          const amounts = paidSplitShares(paid, shares, fee);
          const total = amounts.reduce((sum, part) => sum + part, 0);
          const review = reviewSplit(paid, shares, fee);
          expect(amounts).toHaveLength(shares.length);
          expect(amounts.every((amount) => amount >= 0)).toBe(true);
          if (review.remainder >= 0) expect(amounts).toEqual(review.shares.map((part) => part.amount));
          else expect(total).toBe(Math.max(0, paid - fee));
          expect(total).toBeLessThanOrEqual(Math.max(0, paid - fee));
        },
      ),
    );
  });

  it('reduces over-large shares in proportion: R$ 60 + R$ 60 fixed of a R$ 100 sale with R$ 4 fee get R$ 48 each', () => {
    const shares: SplitShareInput[] = [
      { subSellerId: 'a', paymentType: 'FIXED', paymentValue: 6_000 },
      { subSellerId: 'b', paymentType: 'FIXED', paymentValue: 6_000 },
    ];
    expect(paidSplitShares(10_000, shares, 400)).toEqual([4_800, 4_800]);
  });
});

describe('splitOverInstallments', () => {
  it('each row sums to its amount and no instalment gives more than its net', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 21 }),
        fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 10 }),
        (nets, weights) => {
          const room = nets.reduce((sum, net) => sum + net, 0);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          // Amounts that fit: up to the whole net, in any proportions.
          const amounts =
            weightSum === 0 ? weights.map(() => 0) : weights.map((w) => Math.floor((room * w) / weightSum));
          const rows = splitOverInstallments(amounts, nets);
          rows.forEach((row, index) => {
            expect(row).toHaveLength(nets.length);
            expect(row.reduce((sum, part) => sum + part, 0)).toBe(amounts[index]);
            expect(row.every((part) => part >= 0)).toBe(true);
          });
          nets.forEach((net, column) => {
            expect(rows.reduce((sum, row) => sum + (row[column] as number), 0)).toBeLessThanOrEqual(net);
          });
        },
      ),
    );
  });

  it('R$ 100,01 over three instalments of a R$ 300 sale goes 33,34 + 33,34 + 33,33', () => {
    expect(splitOverInstallments([10_001], [10_000, 10_000, 10_000])).toEqual([[3_334, 3_334, 3_333]]);
  });
});
