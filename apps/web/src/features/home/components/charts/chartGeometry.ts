import { scaleLinear } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import { DASHBOARD_LABELS } from '@cofre/contract';
import type { ChartPoint } from '../chartData';

/** The three amounts both charts draw, bottom to top in the bars, with their legend words. */
export const CHART_SERIES = [
  { key: 'paidAmount', label: DASHBOARD_LABELS.paidAmount, color: 'var(--mantine-color-teal-6)' },
  { key: 'scheduledAmount', label: DASHBOARD_LABELS.scheduledAmount, color: 'var(--mantine-color-blue-6)' },
  { key: 'lateAmount', label: DASHBOARD_LABELS.lateAmount, color: 'var(--mantine-color-orange-6)' },
] as const;

export type SeriesKey = (typeof CHART_SERIES)[number]['key'];

/** The value axis: round ticks from zero, and the pixel height of a value inside the plot. */
export interface ValueAxis {
  ticks: number[];
  /** Distance from the top of the plot, in px, of a value (centavos). */
  y: (value: number) => number;
}

/**
 * A value axis from zero to the largest value drawn, extended to a round number ('nice') so the top
 * tick is a label a seller reads at a glance; four or five ticks. An all-zero chart still gets an axis.
 */
export function valueAxis(max: number, plotHeight: number): ValueAxis {
  const scale = scaleLinear()
    .domain([0, Math.max(max, 100)])
    .range([plotHeight, 0])
    .nice(4);
  return { ticks: scale.ticks(4), y: (value) => scale(value) };
}

/** The tallest stack of a bar chart (paid + scheduled + late of one day). */
export function stackedMax(points: readonly ChartPoint[]): number {
  return Math.max(0, ...points.map((point) => point.paidAmount + point.scheduledAmount + point.lateAmount));
}

/** The largest single amount of a line chart. */
export function lineMax(points: readonly ChartPoint[]): number {
  return Math.max(0, ...points.flatMap((point) => CHART_SERIES.map((series) => point[series.key])));
}

export interface StackSegment {
  key: SeriesKey;
  color: string;
  /** Top of the segment, px from the plot's top. */
  top: number;
  height: number;
}

/** One day's stacked bar: a segment per non-zero amount, paid at the bottom. */
export function stackSegments(point: ChartPoint, axis: ValueAxis): StackSegment[] {
  const segments: StackSegment[] = [];
  let base = 0;
  for (const series of CHART_SERIES) {
    const amount = point[series.key];
    if (amount <= 0) continue;
    const top = axis.y(base + amount);
    segments.push({ key: series.key, color: series.color, top, height: axis.y(base) - top });
    base += amount;
  }
  return segments;
}

/** Centre of slot `index` of `count` equal slots, as a percentage of the plot's width. */
export function slotCentre(index: number, count: number): number {
  return ((index + 0.5) / count) * 100;
}

/** Room one x label needs ('dd/mm' at the extra-small size, and a gap): closer labels run together. */
export const LABEL_MIN_SPACING = 48;

/**
 * Which x labels are written: all of a week (or a year's months up to seven), every second month
 * of a longer monthly series, every fifth day of a month (1, 6, 11…); and, where the plot is too
 * narrow even for those (a phone, a quarter of days), a multiple of that step, so that labels never
 * run together. `width` is the plot's width in px (unknown before the first layout: the base step).
 */
export function labelStep(count: number, width = 0): number {
  const base = count <= 7 ? 1 : count <= 12 ? 2 : 5;
  if (width <= 0) return base;
  const fits = Math.max(1, Math.floor(width / LABEL_MIN_SPACING));
  let step = base;
  while (Math.ceil(count / step) > fits) step += base;
  return step;
}

/** Width of the viewBox a line is drawn in; the SVG stretches it to the plot's width. */
export const LINE_VIEWBOX_WIDTH = 1000;

/** The SVG path of one series as a monotone curve through the slots' centres. */
export function linePath(points: readonly ChartPoint[], key: SeriesKey, axis: ValueAxis): string {
  const draw = line<ChartPoint>()
    .x((_, index) => (slotCentre(index, points.length) / 100) * LINE_VIEWBOX_WIDTH)
    .y((point) => axis.y(point[key]))
    .curve(curveMonotoneX);
  return draw([...points]) ?? '';
}

/** pt-BR's compact scales: 'mil', 'mi', 'bi' (as Intl's compact notation writes them). */
const COMPACT_SCALES: ReadonlyArray<[number, string]> = [
  [1e9, ' bi'],
  [1e6, ' mi'],
  [1e3, ' mil'],
];

/** At most one decimal, with a comma: 1.5 → '1,5', 12 → '12'. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/**
 * An axis label: 'R$ 0', 'R$ 500', 'R$ 12 mil', 'R$ 1,5 mi' (centavos in). Written out, not with
 * Intl.NumberFormat's compact notation: its first construction loads ICU's locale data inside the
 * chart's first render (docs/web-performance.md); the chart's test holds it equal to Intl's.
 */
export function axisMoney(cents: number): string {
  const reais = cents / 100;
  const magnitude = Math.abs(reais);
  const sign = reais < 0 ? '-' : '';
  for (const [size, suffix] of COMPACT_SCALES) {
    if (magnitude >= size) return `${sign}R$ ${oneDecimal(magnitude / size)}${suffix}`;
  }
  return `${sign}R$ ${oneDecimal(magnitude)}`;
}
