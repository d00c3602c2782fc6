import {
  TIME_SAVED_MINUTES_PER_PAYMENT,
  addDays,
  addMonths,
  bucketOf,
  scale,
  type ChargeStatus,
  type Dashboard,
  type DashboardPoint,
} from '@cofre/contract';

/** One rollup row as read: the bucket's first day, the metric, and its totals. */
export interface RollupRow {
  start: string;
  metric: string;
  count: number;
  amount: number;
}

/** The money a seller received and kept hold of: 'Recebido' (docs/dashboard.md). */
const RECEIVED: readonly ChargeStatus[] = ['PAID', 'PAID_MANUALLY'];
/** Charges that were due and got paid, whatever happened after: the default rate's denominator with LATE. */
const SETTLED: readonly ChargeStatus[] = ['PAID', 'PAID_MANUALLY', 'REFUND', 'CHARGEBACK', 'DISPUTE'];

const isMetric = (metric: string, basis: 'due' | 'paid', statuses: readonly ChargeStatus[]) =>
  statuses.some((status) => metric === `${basis}:${status}`);

/** Every bucket's first day from start to end: days, or the first of each month. */
function bucketStarts(startDate: string, endDate: string, bucket: Dashboard['bucket']): string[] {
  const starts: string[] = [];
  if (bucket === 'DAY') {
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) starts.push(day);
  } else {
    for (let month = `${startDate.slice(0, 7)}-01`; month <= endDate; month = addMonths(month, 1)) starts.push(month);
  }
  return starts;
}

/**
 * The dashboard's figures from the rollups of a period (pure; docs/dashboard.md defines each one).
 * `rows` are already grouped per bucket start and metric.
 */
export function summarize(
  rows: readonly RollupRow[],
  period: { startDate: string; endDate: string },
  firstChargeDate: string | null,
): Dashboard {
  const bucket = bucketOf(period.startDate, period.endDate);
  const points = new Map<string, DashboardPoint>(
    bucketStarts(period.startDate, period.endDate, bucket).map((start) => [
      start,
      { start, paidAmount: 0, lateAmount: 0, scheduledAmount: 0 },
    ]),
  );
  const totals = { paidAmount: 0, paidCount: 0, lateAmount: 0, lateCount: 0, scheduledAmount: 0, scheduledCount: 0 };
  let settledAmount = 0;
  let automaticPayments = 0;
  let newBuyerQty = 0;
  for (const row of rows) {
    const point = points.get(row.start);
    if (isMetric(row.metric, 'paid', RECEIVED)) {
      totals.paidAmount += row.amount;
      totals.paidCount += row.count;
      if (point) point.paidAmount += row.amount;
      if (row.metric === 'paid:PAID') automaticPayments += row.count;
    } else if (row.metric === 'due:LATE') {
      totals.lateAmount += row.amount;
      totals.lateCount += row.count;
      if (point) point.lateAmount += row.amount;
    } else if (row.metric === 'due:SCHEDULED') {
      totals.scheduledAmount += row.amount;
      totals.scheduledCount += row.count;
      if (point) point.scheduledAmount += row.amount;
    } else if (row.metric === 'clients') {
      newBuyerQty += row.count;
    }
    if (isMetric(row.metric, 'due', SETTLED)) settledAmount += row.amount;
  }
  const owed = totals.lateAmount + settledAmount;
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    ...totals,
    defaultRate: owed > 0 ? scale(totals.lateAmount, 10_000, owed) : 0,
    timeSaved: automaticPayments * TIME_SAVED_MINUTES_PER_PAYMENT,
    newBuyerQty,
    firstChargeDate,
    bucket,
    series: [...points.values()],
  };
}
