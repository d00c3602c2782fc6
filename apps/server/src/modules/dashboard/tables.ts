import { money } from '../../db/columns.js';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';

/**
 * The dashboard's daily rollups: per seller, day and metric, how many and how much. Written only by
 * the database's statement triggers on `charges` and `seller_clients` (migration 0012), in the
 * transaction that changes those rows, so no code path can forget them; read by `queries.ts`.
 *
 * Metrics: `due:{STATUS}` — charges due that day, by their current status (value); `paid:{STATUS}` —
 * charges paid that day (São Paulo paid date), by their current status (value + interest);
 * `clients` — clients registered that day.
 */
export const sellerDailyTotals = pgTable(
  'seller_daily_totals',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    amount: money('amount_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day, table.metric] }),
    check('seller_daily_totals_metric_check', sql`${table.metric} ~ '^((due|paid):[A-Z_]+|clients)$'`),
  ],
);
