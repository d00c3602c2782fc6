import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { Dashboard } from '@cofre/contract';

/** A chart point with its axis label (the series keep their centavos). */
export type ChartPoint = Dashboard['series'][number] & { label: string };

/**
 * Axis labels: a week shows the weekday and the day ('seg 23/11'); a longer daily period only the
 * day and month ('23/11'); a period drawn per month the month ('nov/26').
 */
export function chartPoints(dashboard: Dashboard): ChartPoint[] {
  const weekly = dashboard.series.length <= 7;
  return dashboard.series.map((point) => {
    const day = dayjs(point.start).locale('pt-br');
    const label =
      dashboard.bucket === 'MONTH'
        ? day.format('MMM/YY')
        : weekly
          ? `${day.format('ddd')} ${day.format('DD/MM')}`
          : day.format('DD/MM');
    return { ...point, label };
  });
}

/** True when every amount of the period is zero: the chart gives way to the empty text. */
export function isEmptySeries(dashboard: Dashboard): boolean {
  return dashboard.series.every((point) => point.paidAmount + point.lateAmount + point.scheduledAmount === 0);
}
