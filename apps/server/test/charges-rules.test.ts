import { describe, expect, it } from 'vitest';
import { addDays, businessDate, daysBetween, nextWeekday } from '../src/lib/business-date.js';
import { lateCharges } from '../src/modules/charges/interest.js';
import { defaultPrice, feeFor, splitReceivables } from '../src/modules/ledger/prices.js';

describe('business dates in São Paulo', () => {
  it('an instant late at night UTC is still the previous day in São Paulo', () => {
    expect(businessDate(new Date('2026-11-24T02:59:00Z'))).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('adds days across months and years and rolls weekends to Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-24', '2026-12-04')).toBe(10);
    expect(nextWeekday('2026-11-28')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-29')).toBe('2026-11-30');
    expect(nextWeekday('2026-11-27')).toBe('2026-11-27');
  });
});

describe('fees and receivables', () => {
  it('rounds the percentage half up and adds the fixed part, never above the amount', () => {
    expect(feeFor(10_000, { rateBp: 299, fixedCents: 0, settlementDays: 30 })).toBe(299);
    expect(feeFor(150, { rateBp: 99, fixedCents: 0, settlementDays: 0 })).toBe(1);
    expect(feeFor(100, { rateBp: 0, fixedCents: 249, settlementDays: 1 })).toBe(100);
  });

  it('default prices grow with instalments', () => {
    expect(defaultPrice('CREDIT_CARD', 1).rateBp).toBeLessThan(defaultPrice('CREDIT_CARD', 6).rateBp);
    expect(defaultPrice('CREDIT_CARD', 6).rateBp).toBeLessThan(defaultPrice('CREDIT_CARD', 12).rateBp);
    expect(defaultPrice('PIX', 1).settlementDays).toBe(0);
    expect(defaultPrice('BOLETO', 1)).toMatchObject({ fixedCents: 249, settlementDays: 1 });
  });

  it('splits an amount so instalments and fees add up exactly, the remainder on the first', () => {
    const parts = splitReceivables(
      10_001,
      3,
      { rateBp: 349, fixedCents: 0, settlementDays: 30 },
      '2026-11-23',
      'CREDIT_CARD',
    );
    expect(parts.map((p) => p.gross)).toEqual([3_335, 3_333, 3_333]);
    expect(parts.reduce((sum, p) => sum + p.fee, 0)).toBe(
      feeFor(10_001, { rateBp: 349, fixedCents: 0, settlementDays: 30 }),
    );
    expect(parts.map((p) => p.settlementDate)).toEqual(['2026-12-23', '2027-01-22', '2027-02-22']);
    for (const part of parts) expect(part.net).toBe(part.gross - part.fee);
  });
});

describe('late boleto charges', () => {
  const terms = { fineBp: 200, interestMonthlyBp: 100 };
  it('nothing on or before the due date', () => {
    expect(lateCharges(10_000, '2026-11-24', '2026-11-24', terms)).toBe(0);
    expect(lateCharges(10_000, '2026-11-24', '2026-11-20', terms)).toBe(0);
  });
  it('the fine once plus 1 % a month pro rata per day', () => {
    expect(lateCharges(10_000, '2026-11-24', '2026-11-25', terms)).toBe(200 + 3);
    expect(lateCharges(10_000, '2026-11-24', '2026-12-24', terms)).toBe(200 + 100);
    expect(lateCharges(10_000, '2026-11-24', '2026-12-04', { fineBp: 0, interestMonthlyBp: 0 })).toBe(0);
  });
});
