import { describe, expect, it } from 'vitest';
import { cents } from '@cofre/contract';
import { grossUp, simulateInstallments } from '../src/modules/ledger/instalment-simulation.js';
import { defaultPrice } from '../src/modules/ledger/prices.js';

const defaults = (installments: number) => defaultPrice('CREDIT_CARD', installments);

// Every figure below is worked out by hand from the default card prices: 1x 2,99 %, 2–6x 3,49 %,
// 7–12x 3,99 %, 13–21x 4,99 %, fees rounded half up to the centavo.
describe('instalment simulation', () => {
  it('seller bears the fees: the buyer pays R$ 100,00 in any option, the seller receives less the fee', () => {
    expect(simulateInstallments(cents(10_000), 3, 'EARLY_SELLER', defaults)).toEqual([
      { installments: 1, installmentAmount: 10_000, totalAmount: 10_000, fee: 299, receivedAmount: 9_701 },
      { installments: 2, installmentAmount: 5_000, totalAmount: 10_000, fee: 349, receivedAmount: 9_651 },
      // 10.000 / 3 = 3.333 rest 1: the first instalment carries the centavo.
      { installments: 3, installmentAmount: 3_334, totalAmount: 10_000, fee: 349, receivedAmount: 9_651 },
    ]);
  });

  it('buyer bears the fees: the seller always receives the 1x net (R$ 97,01), the buyer pays for it', () => {
    const options = simulateInstallments(cents(10_000), 13, 'EARLY_BUYER', defaults);
    // 2x: 9.701 / (1 − 0,0349) = 10.051,8 → 10.052; its fee 350,81 → 351; 10.052 − 351 = 9.701.
    expect(options[1]).toEqual({
      installments: 2,
      installmentAmount: 5_026,
      totalAmount: 10_052,
      fee: 351,
      receivedAmount: 9_701,
    });
    // 3x: same price; 10.052 = 3 × 3.350 + 2, the first instalment carries the 2 centavos.
    expect(options[2]).toMatchObject({ installmentAmount: 3_352, totalAmount: 10_052, receivedAmount: 9_701 });
    // 13x: 10.210 × 4,99 % = 509,48 → 509 leaves exactly 9.701; 10.209 would leave 9.700.
    expect(options[12]).toEqual({
      installments: 13,
      installmentAmount: 790,
      totalAmount: 10_210,
      fee: 509,
      receivedAmount: 9_701,
    });
    expect(options.every((option) => option.receivedAmount === 9_701)).toBe(true);
    expect(options[0]).toMatchObject({ totalAmount: 10_000, fee: 299 });
  });

  it('leaves out options whose instalment is under R$ 5,00', () => {
    const options = simulateInstallments(cents(1_000), 12, 'EARLY_SELLER', defaults);
    expect(options.map((option) => option.installments)).toEqual([1, 2]);
  });

  it('grosses up to the smallest total that still nets the target', () => {
    const price = { rateBp: 499, fixedCents: 0, settlementDays: 30 };
    expect(grossUp(cents(9_701), price)).toBe(10_210);
    expect(grossUp(cents(0), price)).toBe(0);
    const withFixed = { rateBp: 0, fixedCents: 249, settlementDays: 1 };
    expect(grossUp(cents(1_000), withFixed)).toBe(1_249);
  });
});
