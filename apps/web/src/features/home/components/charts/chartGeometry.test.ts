import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '../chartData';
import {
  axisMoney,
  labelStep,
  lineMax,
  linePath,
  slotCentre,
  stackedMax,
  stackSegments,
  valueAxis,
} from './chartGeometry';

const point = (paidAmount: number, scheduledAmount: number, lateAmount: number, start = '2026-11-23'): ChartPoint =>
  ({ start, label: 'seg 23/11', paidAmount, scheduledAmount, lateAmount }) as ChartPoint;

describe('valueAxis', () => {
  it('rounds the top up to a round tick and maps zero to the bottom of the plot', () => {
    const axis = valueAxis(123_456, 200);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(123_456);
    expect(axis.ticks.at(-1)! % 10_000).toBe(0);
    expect(axis.y(0)).toBe(200);
    expect(axis.y(axis.ticks.at(-1)!)).toBe(0);
  });

  it('still draws an axis when every amount is zero', () => {
    const axis = valueAxis(0, 100);
    expect(axis.ticks.length).toBeGreaterThan(1);
    expect(axis.y(0)).toBe(100);
  });
});

describe('stackSegments', () => {
  it('stacks paid, scheduled and late from the bottom, skipping zeros, heights adding to the total', () => {
    const axis = valueAxis(1_000, 100);
    const segments = stackSegments(point(500, 0, 250), axis);
    expect(segments.map((segment) => segment.key)).toEqual(['paidAmount', 'lateAmount']);
    const [paid, late] = segments;
    expect(paid!.top + paid!.height).toBe(100);
    expect(late!.top + late!.height).toBeCloseTo(paid!.top);
    expect(paid!.height + late!.height).toBeCloseTo(100 - axis.y(750));
  });
});

describe('maxima', () => {
  it('takes the tallest stack for bars and the largest single amount for lines', () => {
    const points = [point(100, 200, 300), point(550, 0, 0, '2026-11-24')];
    expect(stackedMax(points)).toBe(600);
    expect(lineMax(points)).toBe(550);
    expect(stackedMax([])).toBe(0);
  });
});

describe('x layout', () => {
  it('centres slots and thins labels so that a month fits a phone', () => {
    expect(slotCentre(0, 4)).toBe(12.5);
    expect(slotCentre(3, 4)).toBe(87.5);
    expect(labelStep(7)).toBe(1);
    expect(labelStep(12)).toBe(2);
    expect(labelStep(31)).toBe(5);
    // A phone's plot (about 260 px) holds five labels: a month every 10 days, a quarter every 20.
    expect(labelStep(31, 260)).toBe(10);
    expect(labelStep(91, 260)).toBe(20);
    expect(labelStep(7, 260)).toBe(2);
    expect(labelStep(31, 1000)).toBe(5);
  });

  it('draws a line through every slot centre', () => {
    const axis = valueAxis(1_000, 100);
    const path = linePath([point(0, 0, 0), point(1_000, 0, 0, '2026-11-24')], 'paidAmount', axis);
    expect(path.startsWith('M250,100')).toBe(true);
    expect(path.endsWith('750,0')).toBe(true);
  });
});

describe('axisMoney', () => {
  it('writes compact reais from centavos', () => {
    expect(axisMoney(0)).toBe('R$ 0');
    expect(axisMoney(1_200_000)).toBe('R$ 12 mil');
    expect(axisMoney(150_000_000)).toBe('R$ 1,5 mi');
  });

  it("writes every axis tick as Intl's compact notation does", () => {
    const intl = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    // d3's nice ticks: 1, 2, 2.5 and 5 times a power of ten, and their multiples up to ten.
    const ticks = [0, 0.5, 12.5];
    for (let power = 0; power <= 10; power++)
      for (const step of [1, 2, 2.5, 5])
        for (let times = 1; times <= 10; times++) ticks.push(step * times * 10 ** power);
    for (const reais of [...ticks, 1_049, 123_456, 7_777_777]) {
      const cents = Math.round(reais * 100);
      expect(axisMoney(cents), String(reais)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
  });
});
