import { describe, expect, it } from 'vitest';
import { nextQuarterHour } from '../businessTime';
import { linkFormSchema, newLinkValues, toLinkRequest } from './linkForm';

// 2026-11-25 10:07 in São Paulo (UTC−3).
const NOW = Date.parse('2026-11-25T13:07:00Z');

const link = (expiryDate: string, expiryTime: string) => ({
  ...newLinkValues('ORDER', undefined),
  title: 'Oficina',
  value: 10_000,
  pix: { enabled: true, discountPercent: '' as const, installments: 1 },
  expires: true,
  expiryDate,
  expiryTime,
});

describe('link form', () => {
  it("refuses an expiry already past on the time field with the contract's message", () => {
    const past = linkFormSchema(false, () => NOW).safeParse(link('2026-11-25', '10:00'));
    expect(past.success).toBe(false);
    expect(past.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['expiryTime'], message: 'A data precisa estar no futuro' }),
    );
    const later = linkFormSchema(false, () => NOW).safeParse(link('2026-11-25', '10:15'));
    expect(later.success).toBe(true);
    expect(later.data?.expiresAt).toBe('2026-11-25T10:15:00-03:00');
  });

  it('offers today from the next quarter hour', () => {
    expect(nextQuarterHour(new Date(NOW))).toBe('10:15');
    expect(nextQuarterHour(new Date('2026-11-25T13:15:00Z'))).toBe('10:30');
    expect(nextQuarterHour(new Date('2026-11-26T02:50:00Z'))).toBe('00:00');
  });

  it('dedicates one-off and subscription links to a client, never a quick link', () => {
    const values = { ...link('2026-12-01', '10:00'), clientId: 'c1' };
    expect(toLinkRequest(values, false).clientId).toBe('c1');
    expect(toLinkRequest({ ...values, type: 'SUBSCRIPTION' }, false).clientId).toBe('c1');
    expect(toLinkRequest({ ...values, type: 'FAST_ORDER' }, false).clientId).toBeNull();
  });
});
