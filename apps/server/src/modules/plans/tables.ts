import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.js';

/**
 * A seller's plan (spec 2 §3 Plan). The three prices are per month; a cycle's total is the price
 * times its months, computed when read (`cycleValue`), so it can never disagree with the price.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    title: text('title').notNull(),
    /** Accent- and case-free title, for the search. */
    titleSearch: text('title_search').notNull(),
    description: text('description'),
    bullets: jsonb('bullets').$type<Array<{ description: string }>>().notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    semesterCents: integer('semester_cents').notNull(),
    yearlyCents: integer('yearly_cents').notNull(),
    enableBankSlip: boolean('enable_bank_slip').notNull(),
    enableCreditCard: boolean('enable_credit_card').notNull(),
    enablePix: boolean('enable_pix').notNull(),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('plans_seller_created_idx').on(table.sellerId, table.createdAt.desc(), table.id),
    check(
      'plans_prices_positive',
      sql`${table.monthlyCents} > 0 and ${table.semesterCents} > 0 and ${table.yearlyCents} > 0`,
    ),
    check('plans_some_method', sql`${table.enableBankSlip} or ${table.enableCreditCard} or ${table.enablePix}`),
  ],
);
