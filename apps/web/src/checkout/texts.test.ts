import { describe, expect, it } from 'vitest';
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
