import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { DASHBOARD_LABELS, formatBRL } from '@cofre/contract';
import type { ChartPoint } from './chartData';

/**
 * The dashboard's two charts, in a chunk of their own (Recharts is the heaviest library of the app):
 * the page, its figures and its lists show first, the drawing follows.
 */

const SERIES = [
  { name: 'paidAmount', label: DASHBOARD_LABELS.paidAmount, color: 'teal.6' },
  { name: 'scheduledAmount', label: DASHBOARD_LABELS.scheduledAmount, color: 'blue.6' },
  { name: 'lateAmount', label: DASHBOARD_LABELS.lateAmount, color: 'orange.6' },
];

/** What both charts share: the day (or month) axis, the three amounts and their legend below. */
const COMMON = {
  dataKey: 'label',
  series: SERIES,
  valueFormatter: (value: number) => formatBRL(value),
  withLegend: true,
  legendProps: { verticalAlign: 'bottom' as const },
  yAxisProps: { width: 90 },
};

export function RevenueBars({ points }: { points: ChartPoint[] }) {
  return (
    <BarChart
      {...COMMON}
      h={260}
      data={points}
      // One bar a day: what was received, is to be received and is late, stacked.
      type="stacked"
      tickLine="y"
    />
  );
}

export function MetricsLines({ points }: { points: ChartPoint[] }) {
  return <LineChart {...COMMON} h={240} data={points} curveType="monotone" />;
}
