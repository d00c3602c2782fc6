import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSplitValid, reviewSplit, splitTakeBack, type SplitShareInput } from '../src/split.js';

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
