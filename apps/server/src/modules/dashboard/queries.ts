import { and, between, eq, min, sql } from 'drizzle-orm';
import type { Dashboard, DashboardQuery } from '@cofre/contract';
import { bucketOf } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { businessDate } from '../../lib/business-date.js';
import { charges } from '../charges/index.js';
import { summarize } from './metrics.js';
import { sellerDailyTotals } from './tables.js';

/**
 * The dashboard of a period, read from the daily rollups: at most 366 days × a dozen metrics, grouped
 * per month in SQL when the period is drawn per month, so its cost does not grow with the charges.
 */
export async function dashboardOf(db: DbOrTx, sellerId: string, period: DashboardQuery): Promise<Dashboard> {
  const t = sellerDailyTotals;
  const start =
    bucketOf(period.startDate, period.endDate) === 'MONTH'
      ? sql<string>`to_char(date_trunc('month', ${t.day}), 'YYYY-MM-DD')`
      : sql<string>`to_char(${t.day}, 'YYYY-MM-DD')`;
  const [rows, [first]] = await Promise.all([
    db
      .select({
        start,
        metric: t.metric,
        count: sql<number>`sum(${t.count})::int`,
        amount: sql<number>`sum(${t.amount})::bigint`.mapWith(Number),
      })
      .from(t)
      .where(and(eq(t.sellerId, sellerId), between(t.day, period.startDate, period.endDate)))
      .groupBy(start, t.metric),
    // The index (seller_id, created_at, id) answers this from its first entry.
    db
      .select({ at: min(charges.createdAt) })
      .from(charges)
      .where(eq(charges.sellerId, sellerId)),
  ]);
  return summarize(rows, period, first?.at ? businessDate(first.at) : null);
}
