import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsPixLimit,
  pixLimitChangeTiming,
  pixLimitPeriodAt,
  pixLimitsUpdateSchema,
  pixLimitWindow,
  PIX_LIMIT_MESSAGES,
} from '../src/index.js';

/** A São Paulo wall-clock time (UTC−3) as the instant it is. */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('Pix limit periods (spec 3 §9)', () => {
  it('puts 06:00 and 19:59:59 in the day, 20:00 and 05:59:59 in the night', () => {
    expect(pixLimitPeriodAt(sp('2026-11-28T06:00:00'))).toBe('DAY');
    expect(pixLimitPeriodAt(sp('2026-11-28T19:59:59'))).toBe('DAY');
    expect(pixLimitPeriodAt(sp('2026-11-28T20:00:00'))).toBe('NIGHT');
    expect(pixLimitPeriodAt(sp('2026-11-28T05:59:59'))).toBe('NIGHT');
    expect(pixLimitPeriodAt(sp('2026-11-28T00:00:00'))).toBe('NIGHT');
  });

  it('gives the occurrence that holds an instant, a night spanning midnight counted once', () => {
    expect(pixLimitWindow(sp('2026-11-28T12:00:00'))).toEqual({
      period: 'DAY',
      start: sp('2026-11-28T06:00:00'),
      end: sp('2026-11-28T20:00:00'),
    });
    const lateEvening = pixLimitWindow(sp('2026-11-28T23:30:00'));
    const earlyMorning = pixLimitWindow(sp('2026-11-29T03:00:00'));
    expect(lateEvening).toEqual({ period: 'NIGHT', start: sp('2026-11-28T20:00:00'), end: sp('2026-11-29T06:00:00') });
    expect(earlyMorning).toEqual(lateEvening);
    // The last night of a month runs into the next month.
    expect(pixLimitWindow(sp('2026-12-01T02:00:00')).start).toEqual(sp('2026-11-30T20:00:00'));
  });

  it('always holds its instant, agrees with the period, and lasts 14 h by day and 10 h by night', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 366 * 24 * 3600 }), (seconds) => {
        const instant = new Date(from + seconds * 1000);
        const window = pixLimitWindow(instant);
        expect(window.start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(window.end.getTime()).toBeGreaterThan(instant.getTime());
        expect(window.period).toBe(pixLimitPeriodAt(instant));
        const hours = (window.end.getTime() - window.start.getTime()) / 3_600_000;
        expect(hours).toBe(window.period === 'DAY' ? 14 : 10);
      }),
    );
  });
});

describe('Pix limit changes and checks', () => {
  it('applies a decrease or the same amount at once and schedules an increase', () => {
    expect(pixLimitChangeTiming(100_000, 50_000)).toBe('IMMEDIATE');
    expect(pixLimitChangeTiming(100_000, 100_000)).toBe('IMMEDIATE');
    expect(pixLimitChangeTiming(100_000, 100_001)).toBe('SCHEDULED');
  });

  it('lets an amount through only while what left in the period plus it fits', () => {
    expect(fitsPixLimit(100_000, 90_000, 10_000)).toBe(true);
    expect(fitsPixLimit(100_000, 90_000, 10_001)).toBe(false);
    expect(fitsPixLimit(100_000, 0, 0)).toBe(false);
  });

  it('needs both amounts in centavos, with the spec’s message', () => {
    expect(pixLimitsUpdateSchema.safeParse({ day: 500_000, night: 100_000 }).success).toBe(true);
    const missing = pixLimitsUpdateSchema.safeParse({ day: 500_000 });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([PIX_LIMIT_MESSAGES.required]);
    expect(pixLimitsUpdateSchema.safeParse({ day: 10.5, night: 0 }).success).toBe(false);
    expect(pixLimitsUpdateSchema.safeParse({ day: 1, night: 1, accountId: 'x' }).success).toBe(false);
  });
});
