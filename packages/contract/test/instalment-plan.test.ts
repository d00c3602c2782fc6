import { describe, expect, it } from 'vitest';
import { formatDigitableLine, formatInstalmentPlan, instalmentPlan, splitInstalments } from '../src/index.js';

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

describe('instalmentPlan', () => {
  it('puts the remainder on the first instalment, as the server stores the charge', () => {
    expect(instalmentPlan(30_000, 7)).toEqual([
      { count: 1, value: 4_290 },
      { count: 6, value: 4_285 },
    ]);
    expect(nbsp(formatInstalmentPlan(30_000, 7))).toBe('1x de R$ 42,90 + 6x de R$ 42,85');
  });

  it('shows one run when the total divides, and the whole total for one instalment', () => {
    expect(instalmentPlan(30_000, 6)).toEqual([{ count: 6, value: 5_000 }]);
    expect(nbsp(formatInstalmentPlan(30_000, 6))).toBe('6x de R$ 50,00');
    expect(instalmentPlan(12_345, 1)).toEqual([{ count: 1, value: 12_345 }]);
  });

  it('always adds up to the total and matches splitInstalments', () => {
    for (let total = 500; total < 40_000; total += 997) {
      for (let count = 1; count <= 21; count += 1) {
        const plan = instalmentPlan(total, count);
        expect(plan.reduce((sum, run) => sum + run.count * run.value, 0)).toBe(total);
        expect(plan.reduce((sum, run) => sum + run.count, 0)).toBe(count);
        expect(plan.flatMap((run) => Array<number>(run.count).fill(run.value))).toEqual(splitInstalments(total, count));
      }
    }
  });
});

describe('formatDigitableLine', () => {
  it('groups a bank line as printed, 5.5 5.6 5.6 1 14', () => {
    expect(formatDigitableLine('00190000090114971860168524522114675860000102656')).toBe(
      '00190.00009 01149.718601 68524.522114 6 75860000102656',
    );
  });
  it('groups a utility line in blocks of 11 with their digit, and leaves anything else alone', () => {
    expect(formatDigitableLine('846700000017435900240209024050002435842210108119')).toBe(
      '84670000001-7 43590024020-9 02405000243-5 84221010811-9',
    );
    expect(formatDigitableLine('123')).toBe('123');
  });
});
