import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES } from '@cofre/contract';
import { bytea, statusCheck } from '../../db/columns.js';
import { sellers } from '../sellers/tables.js';

/** A requested CSV export of charges: the filters, who gets it, and the gzip-compressed file once built. */
export const chargeExports = pgTable(
  'charge_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'PENDING' | 'READY' | 'FAILED'>().notNull(),
    rows: integer('rows'),
    fileGzip: bytea('file_gzip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [statusCheck('charge_exports_status_check', table.status, LIFECYCLES.fileRequest.statuses)],
);
