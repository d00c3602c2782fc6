import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cycleDueDate, SUBSCRIPTION_METHODS, SUBSCRIPTION_STATUSES } from '@cofre/contract';
import type { Periodicity, SubscriptionStatus } from '@cofre/contract';
import { money, NO_CENTS } from '../../db/columns.js';
import { plans } from '../plans/tables.js';
import { sellerClients } from '../seller-clients/tables.js';
import { sellers } from '../sellers/tables.js';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A client's subscription to a plan (spec 2 §3 Subscription): what each cycle bills and when. The
 * engine (engine.ts) issues cycle `nextCycle` when `nextDueDate` is CYCLE_LEAD_DAYS away, as a charge
 * whose (subscription_id, subscription_cycle) is unique, then moves both on: a cycle is billed once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => sellerClients.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    paymentLinkId: uuid('payment_link_id'),
    /** The checkout attempt that subscribed (`checkout:{attemptId}`): a retried payment finds it again. */
    originKey: text('origin_key'),
    /** The client's name and document when subscribed: the list's search and columns. */
    customerName: text('customer_name').notNull(),
    customerDocument: text('customer_document').notNull(),
    nameSearch: text('name_search').notNull(),
    periodicity: text('periodicity').$type<Periodicity>().notNull(),
    valuePerMonth: money('value_per_month_cents').notNull(),
    paymentMethod: text('payment_method').$type<(typeof SUBSCRIPTION_METHODS)[number]>().notNull(),
    /** Acquirer vault reference to charge the next card cycles; never the card number. */
    cardToken: text('card_token'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    cardHolder: text('card_holder'),
    additionalValue: money('additional_value_cents').notNull().default(NO_CENTS),
    additionalTitle: text('additional_title'),
    /** The first cycles that carry the additional value. */
    additionalInstallments: integer('additional_installments').notNull().default(1),
    bankSlipDescription: text('bank_slip_description'),
    invoiceEnabled: boolean('invoice_enabled').notNull().default(false),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** The first cycle's due date: every cycle's date is anchored to its day of month. */
    startDate: date('start_date').notNull(),
    /**
     * Where the cycles are counted from: cycle `anchorCycle` falls on `anchorDate`, and each later one
     * a cycle after, on its day of month. The start date at first; a new periodicity moves the anchor
     * to the next cycle, so cycle numbers (the charges' unique key) never repeat.
     */
    anchorDate: date('anchor_date').notNull(),
    anchorCycle: integer('anchor_cycle').notNull().default(1),
    /** The next cycle to issue (1 is the first) and its due date. */
    nextCycle: integer('next_cycle').notNull().default(1),
    nextDueDate: date('next_due_date').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the open charges of a cancellation were all cancelled (cancelOpenCycles): null on an
     * INACTIVE subscription means a cancellation a crash cut short, which the engine's sweep finishes.
     */
    openCyclesCancelledAt: timestamp('open_cycles_cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('subscriptions_status_check', sql.raw(`status in (${list(SUBSCRIPTION_STATUSES)})`)),
    check('subscriptions_method_check', sql.raw(`payment_method in (${list(SUBSCRIPTION_METHODS)})`)),
    check('subscriptions_periodicity_check', sql`${table.periodicity} in ('MONTHLY', 'SEMESTER', 'YEARLY')`),
    check(
      'subscriptions_values_check',
      sql`${table.valuePerMonth} > 0 and ${table.additionalValue} >= 0 and ${table.additionalInstallments} >= 1 and ${table.nextCycle} >= 1`,
    ),
    check('subscriptions_card_check', sql`${table.paymentMethod} <> 'CREDIT_CARD' or ${table.cardToken} is not null`),
    uniqueIndex('subscriptions_origin_idx')
      .on(table.sellerId, table.originKey)
      .where(sql`${table.originKey} is not null`),
    // The list: startDate descending, within a status tab or not.
    index('subscriptions_seller_start_idx').on(table.sellerId, table.startDate, table.id),
    index('subscriptions_seller_status_start_idx').on(table.sellerId, table.status, table.startDate, table.id),
    index('subscriptions_seller_client_idx').on(table.sellerId, table.clientId),
    // The cancellations still to finish, and only those: the sweep never reads the finished ones.
    index('subscriptions_unfinished_cancellation_idx')
      .on(table.cancelledAt)
      .where(sql`${table.status} = 'INACTIVE' and ${table.openCyclesCancelledAt} is null`),
    index('subscriptions_name_prefix_idx').on(table.sellerId, sql`${table.nameSearch} COLLATE "C"`),
    index('subscriptions_document_idx').on(table.sellerId, sql`${table.customerDocument} COLLATE "C"`),
    // The engine walks billable subscriptions by (due date, id) across sellers.
    index('subscriptions_due_idx')
      .on(table.nextDueDate, table.id)
      .where(sql`${table.status} in ('ACTIVE', 'DEFAULTER')`),
  ],
);
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** The due date of a subscription's cycle `cycle`, counted from its anchor (cycleDueDate in the contract). */
export const dueDateOf = (
  row: Pick<SubscriptionRecord, 'anchorDate' | 'anchorCycle' | 'periodicity'>,
  cycle: number,
): string => cycleDueDate(row.anchorDate, row.periodicity, cycle - row.anchorCycle + 1);
