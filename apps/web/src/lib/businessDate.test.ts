import { describe, expect, it } from 'vitest';
import { firstBusinessDayFrom } from './businessDate';
import { bankLabel } from './banks';
import { countryName } from './format';

describe('firstBusinessDayFrom', () => {
  it('keeps a weekday and moves Saturday and Sunday to the Monday after', () => {
    expect(firstBusinessDayFrom('2026-11-27')).toBe('2026-11-27'); // Friday
    expect(firstBusinessDayFrom('2026-11-28')).toBe('2026-11-30'); // Saturday
    expect(firstBusinessDayFrom('2026-11-29')).toBe('2026-11-30'); // Sunday
    expect(firstBusinessDayFrom('2026-12-31')).toBe('2026-12-31'); // Thursday
    expect(firstBusinessDayFrom('2027-01-02')).toBe('2027-01-04'); // Saturday, across the year
  });
});

describe('the names a seller reads instead of codes', () => {
  it('names a bank with its code after it, and keeps an unknown code', () => {
    const banks = [{ code: '341', name: 'ITAÚ UNIBANCO S.A.' }];
    expect(bankLabel('341', banks)).toBe('ITAÚ UNIBANCO S.A. (341)');
    expect(bankLabel('999', banks)).toBe('999');
    expect(bankLabel('341', undefined)).toBe('341');
  });

  it('names a country in Portuguese', () => {
    expect(countryName('BR')).toBe('Brasil');
    expect(countryName('pt')).toBe('Portugal');
    expect(countryName('Brasil')).toBe('Brasil');
  });
});
