import { and, eq, sql } from 'drizzle-orm';
import type { chargeSummaryQuerySchema } from '@cofre/contract';
import {
  CHARGE_SUMMARY_CAP,
  CHARGE_TAB_STATUSES,
  CHARGE_TABS,
  type ChargeStatus,
  type ChargeSummary,
  type ChargeTab,
} from '@cofre/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { chargeConditions } from './queries.js';
import { chargeCounts, charges } from './tables.js';

type SummaryFilter = z.output<typeof chargeSummaryQuerySchema>;

function isUnfiltered(filter: SummaryFilter): boolean {
  return Object.values(filter).every((value) => value === undefined || value === '');
}

/** Per status: how many and how much, or only how many when `amounts` is null (not summed). */
type StatusTotals = Map<ChargeStatus, { count: number; amount: number }>;

/**
 * The list's totals per tab (issue 14): counts and sums of the charges the filters match. The
 * matches are read up to CHARGE_SUMMARY_CAP + 1 by the list's indexes, so a page view never scans a
 * million rows: past the cap every tab is reported as capped, with no sum. With no filter the
 * counts come exact from the counters every status change keeps, and sums only when the seller has
 * no more charges than the cap.
 */
export async function chargeSummary(
  db: DbOrTx,
  sellerId: string,
  filter: SummaryFilter,
  cap = CHARGE_SUMMARY_CAP,
): Promise<ChargeSummary> {
  const unfiltered = isUnfiltered(filter);
  const counters = unfiltered ? await countersOf(db, sellerId) : undefined;
  const total = counters ? [...counters.values()].reduce((sum, count) => sum + count, 0) : undefined;
  const scanned = total === undefined || total <= cap ? await scan(db, sellerId, filter, cap) : undefined;
  const capped = scanned === undefined ? false : scanned.capped;
  return {
    tabs: CHARGE_TABS.map(({ key }) => {
      const statuses = statusesOf(key);
      if (capped) return { tab: key, count: cap, amount: null, capped: true };
      if (scanned) {
        const totals = sumOf(scanned.totals, statuses);
        return { tab: key, count: totals.count, amount: totals.amount, capped: false };
      }
      const count =
        statuses === 'ALL' ? (total ?? 0) : statuses.reduce((sum, status) => sum + (counters?.get(status) ?? 0), 0);
      return { tab: key, count, amount: null, capped: false };
    }),
  };
}

function statusesOf(tab: ChargeTab): readonly ChargeStatus[] | 'ALL' {
  return tab === 'ALL' ? 'ALL' : CHARGE_TAB_STATUSES[tab];
}

function sumOf(totals: StatusTotals, statuses: readonly ChargeStatus[] | 'ALL') {
  let count = 0;
  let amount = 0;
  for (const [status, line] of totals) {
    if (statuses !== 'ALL' && !statuses.includes(status)) continue;
    count += line.count;
    amount += line.amount;
  }
  return { count, amount };
}

async function countersOf(db: DbOrTx, sellerId: string): Promise<Map<ChargeStatus, number>> {
  const rows = await db
    .select({ status: chargeCounts.status, total: chargeCounts.total })
    .from(chargeCounts)
    .where(eq(chargeCounts.sellerId, sellerId));
  return new Map(rows.map((row) => [row.status as ChargeStatus, Number(row.total)]));
}

/** Counts and sums per status of at most `cap` + 1 matching charges, in one statement. */
async function scan(db: DbOrTx, sellerId: string, filter: SummaryFilter, cap: number) {
  const { where } = await chargeConditions(db, sellerId, { ...filter, status: 'ALL', page: 0, size: 1, sort: '' });
  const matches = db
    .select({ status: charges.status, value: charges.value })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), where))
    .limit(cap + 1)
    .as('matches');
  const rows = await db
    .select({
      status: matches.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${matches.value}), 0)`,
    })
    .from(matches)
    .groupBy(matches.status);
  const totals: StatusTotals = new Map(
    rows.map((row) => [row.status as ChargeStatus, { count: Number(row.count), amount: Number(row.amount) }]),
  );
  const seen = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return { totals, capped: seen > cap };
}
