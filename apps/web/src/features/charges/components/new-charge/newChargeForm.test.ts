import { describe, expect, it } from 'vitest';
import { defaultDueDate, emptyNewCharge } from './newChargeForm';

describe('the new charge form', () => {
  it("starts only a boleto's due date on a business day (a card due today is charged at once)", () => {
    // Saturday 28 November 2026: a boleto is due on the Monday, the others today.
    expect(emptyNewCharge('2026-11-28').expirationDate).toBe('2026-11-30');
    expect(defaultDueDate('BOLETO', '2026-11-28')).toBe('2026-11-30');
    expect(defaultDueDate('PIX', '2026-11-28')).toBe('2026-11-28');
    expect(defaultDueDate('CREDIT_CARD', '2026-11-28')).toBe('2026-11-28');
    expect(defaultDueDate('BOLETO', '2026-11-27')).toBe('2026-11-27');
  });
});
