import { describe, expect, it } from 'vitest';
import { PERIODICITIES, PERIODICITY_LABELS, PERIODICITY_MONTHS } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from './texts';

describe('card instalment options', () => {
  it('state the exact total, with the first instalment carrying the centavos that do not divide', () => {
    expect(T.installmentOption(1, 10_000, false)).toBe('À vista, R$\u00a0100,00');
    expect(T.installmentOption(3, 10_000, false)).toBe(
      '1x de R$\u00a033,34 + 2x de R$\u00a033,33 sem juros (total R$\u00a0100,00)',
    );
    expect(T.installmentOption(4, 10_000, false)).toBe('4x de R$\u00a025,00 sem juros (total R$\u00a0100,00)');
    expect(T.installmentOption(2, 10_651, true)).toBe(
      '1x de R$\u00a053,26 + 1x de R$\u00a053,25 (total R$\u00a0106,51)',
    );
  });
});

describe('periodicities', () => {
  it('say what the contract says (the checkout keeps a copy, out of zod’s way)', () => {
    expect(T.periodicity).toEqual(PERIODICITY_LABELS);
    expect(PERIODICITIES.map((periodicity) => T.cyclePrice(periodicity, 26_940))).toEqual([
      'R$\u00a0269,40/mês',
      'R$\u00a0269,40',
      'R$\u00a0269,40',
    ]);
    expect(T.cycleEvery('SEMESTER', 4_490)).toBe(`a cada ${PERIODICITY_MONTHS.SEMESTER} meses · R$\u00a044,90/mês`);
    expect(T.cycleEvery('YEARLY', 4_490)).toBe(`a cada ${PERIODICITY_MONTHS.YEARLY} meses · R$\u00a044,90/mês`);
  });
});
