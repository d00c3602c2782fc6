import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  basisPoints,
  cents,
  isCents,
  scale,
  scaleDown,
  scaleUp,
  splitInstalments,
  sumCents,
} from '../src/index.js';

const amount = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });
const weights = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 24 })
  .filter((list) => list.some((weight) => weight > 0));

describe('Cents', () => {
  it('accepts integers and refuses fractions, NaN and unsafe integers', () => {
    expect(cents(12_345)).toBe(12_345);
    expect(cents(-5)).toBe(-5);
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(2 ** 53)).toThrow(RangeError);
    expect(isCents(10)).toBe(true);
    expect(isCents('10')).toBe(false);
    expect(sumCents([1, 2, 3])).toBe(6);
  });
});

describe('the rounding rule: half up to the centavo, exact', () => {
  it('rounds halves up and the rest to the nearest centavo', () => {
    expect(basisPoints(150, 99)).toBe(1); // 1,485 → 1
    expect(basisPoints(10_000, 299)).toBe(299);
    expect(basisPoints(50, 100)).toBe(1); // 0,5 → 1
    expect(basisPoints(49, 100)).toBe(0); // 0,49 → 0
    expect(basisPoints(-50, 100)).toBe(-1); // a reversal is the negative of the original
    expect(scale(10_000, 100 * 1, 10_000 * 30)).toBe(3); // 1 % a month, one day: 3,33 → 3
  });

  it('agrees with the formula it replaced, and with the float formula where floats are exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (value, bp) => {
        const rounded = basisPoints(value, bp);
        expect(rounded).toBe(Math.floor((value * bp * 2 + 10_000) / 20_000));
        expect(rounded).toBe(Math.round((value * bp) / 10_000));
      }),
    );
  });

  it('is symmetric: scaling the negative gives the negative', () => {
    // A numerator up to 10,000 keeps |amount × n / d| within safe integers (a larger result is a
    // RangeError by design, which a random draw of 1e11 × 1e5 / 1 once hit).
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, n, d) => {
        expect(scale(-a, n, d)).toBe(cents(-scale(a, n, d)));
      }),
    );
  });

  it('is exact beyond float precision', () => {
    // 90 trillion centavos × 9,999 % would lose centavos in a float product.
    expect(basisPoints(900_000_000_000_000, 9_999)).toBe(899_91_000_000_0000);
  });
});

describe('scaleUp and scaleDown', () => {
  it('round up and down to the centavo, and agree with scale on an exact quotient', () => {
    expect(scaleUp(100, 1, 3)).toBe(34);
    expect(scaleDown(100, 1, 3)).toBe(33);
    expect(scaleUp(-100, 1, 3)).toBe(-33);
    expect(scaleDown(-100, 1, 3)).toBe(-34);
    expect(scaleUp(300, 1, 3)).toBe(100);
    expect(scaleDown(300, 1, 3)).toBe(100);
  });

  it('bracket the exact value within one centavo, with scale between them', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, n, d) => {
        const [down, up, half] = [scaleDown(a, n, d), scaleUp(a, n, d), scale(a, n, d)];
        expect(up - down).toBe((BigInt(a) * BigInt(n)) % BigInt(d) === 0n ? 0 : 1);
        expect(half >= down && half <= up).toBe(true);
        expect(BigInt(down) * BigInt(d) <= BigInt(a) * BigInt(n)).toBe(true);
        expect(BigInt(up) * BigInt(d) >= BigInt(a) * BigInt(n)).toBe(true);
      }),
    );
  });
});

describe('allocate', () => {
  it('splits by weight with the largest remainder, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [1, 1, 1, 1])).toEqual([2, 1, 1, 1]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(10, [1, 0, 2])).toEqual([3, 0, 7]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });

  it('refuses what it cannot split exactly', () => {
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(10, [0, 0])).toThrow(RangeError);
    expect(() => allocate(10, [1, -1])).toThrow(RangeError);
    expect(() => allocate(10, [0.5, 1])).toThrow(RangeError);
    expect(() => allocate(10.5, [1])).toThrow(RangeError);
  });

  it('never creates or loses a centavo', () => {
    fc.assert(
      fc.property(amount, weights, (total, list) => {
        expect(sumCents(allocate(total, list))).toBe(total);
      }),
    );
  });

  it('gives non-negative parts for a non-negative total, and 0 to a zero weight', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000_000 }), weights, (total, list) => {
        const parts = allocate(total, list);
        parts.forEach((part, index) => {
          expect(part).toBeGreaterThanOrEqual(0);
          if (list[index] === 0) expect(part).toBe(0);
        });
      }),
    );
  });

  it('keeps every part within one centavo of its exact share', () => {
    fc.assert(
      fc.property(amount, weights, (total, list) => {
        const weightSum = BigInt(list.reduce((sum, weight) => sum + weight, 0));
        allocate(total, list).forEach((part, index) => {
          // |part − total × w / W| < 1  ⇔  |part × W − total × w| < W, exactly in integers.
          const gap = BigInt(part) * weightSum - BigInt(total) * BigInt(list[index] ?? 0);
          expect(gap < weightSum && -gap < weightSum).toBe(true);
        });
      }),
    );
  });

  it('is deterministic and does not depend on the order it is called in', () => {
    fc.assert(
      fc.property(amount, weights, (total, list) => {
        const first = allocate(total, list);
        allocate(total + 1, list);
        expect(allocate(total, [...list])).toEqual(first);
      }),
    );
  });
});

describe('splitInstalments', () => {
  it('puts the centavos that do not divide on the first instalment', () => {
    expect(splitInstalments(10_001, 3)).toEqual([3_335, 3_333, 3_333]);
    expect(splitInstalments(100, 1)).toEqual([100]);
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });

  it('never creates or loses a centavo; the instalments after the first are equal', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000_000 }), fc.integer({ min: 1, max: 24 }), (total, count) => {
        const parts = splitInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(sumCents(parts)).toBe(total);
        const [first = 0, ...rest] = parts;
        for (const part of rest) expect(part).toBe(Math.floor(total / count));
        expect(first - Math.floor(total / count)).toBeLessThan(count);
        expect(first).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
