import { describe, expect, it } from 'vitest';
import { percentBp, percentText, typedPercent } from './percent';

describe('percentage inputs', () => {
  it('reads what was typed in basis points, and shows basis points back', () => {
    expect(percentBp('12,5')).toBe(1250);
    expect(percentBp('12.05')).toBe(1205);
    expect(percentBp('100')).toBe(10_000);
    expect(percentBp('7,')).toBe(700);
    expect(percentBp(',5')).toBe(50);
    expect(percentBp('')).toBeNaN();
    expect(percentText(1250)).toBe('12,5');
    expect(percentText(1205)).toBe('12,05');
    expect(percentText(10_000)).toBe('100');
    expect(percentText(Number.NaN)).toBe('');
  });

  it('keeps digits with one separator and two decimals, capped at 100', () => {
    expect(typedPercent('12a,5')).toBe('12,5');
    expect(typedPercent('12,5,3')).toBe('12,53');
    expect(typedPercent('1.2.3')).toBe('1.23');
    expect(typedPercent('33,333')).toBe('33,33');
    expect(typedPercent('150')).toBe('100');
    expect(typedPercent('100,5')).toBe('100');
    expect(typedPercent('99,99')).toBe('99,99');
    expect(typedPercent('123456')).toBe('100');
  });
});
