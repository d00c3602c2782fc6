import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportType } from '@cofre/contract';
import { bytea } from '../../db/columns.js';
import { sellers } from '../sellers/tables.js';

/**
 * A requested report ('Relatórios'): its type and period, who asked and who gets it, and the
 * gzip-compressed CSV once built (dropped 7 days later; the row stays as a record).
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    reportType: text('report_type').$type<ReportType>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<'PENDING' | 'READY' | 'FAILED'>().notNull(),
    rows: integer('rows'),
    fileGzip: bytea('file_gzip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // GET /reports: a user's latest requests.
    index('report_requests_user_idx').on(table.sellerId, table.userId, table.createdAt),
    // The sweep of requests that lost their job.
    index('report_requests_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    check('report_requests_status_check', sql`${table.status} in ('PENDING', 'READY', 'FAILED')`),
    check('report_requests_period_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);
