import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeeBearer, PaymentLinkType, Periodicity } from '@cofre/contract';
import { plans } from '../plans/tables.js';
import { sellerClients } from '../seller-clients/tables.js';
import { sellers } from '../sellers/tables.js';
import { splitShareColumns, splitShareValueCheck } from '../sub-sellers/tables.js';

/**
 * A payment link (spec 2 §3 'Payment link'). Its id is a random UUID, the unguessable part of its
 * public address. Deleting sets `deleted_at`: the link stops selling, its charges stay as they are.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    type: text('type').$type<PaymentLinkType>().notNull(),
    /** Null for a subscription link, whose title is its plan's. */
    title: text('title'),
    /** Accent- and case-free title, for the one-off and quick-link search. */
    titleSearch: text('title_search').notNull(),
    description: text('description'),
    /** The price in centavos; per month for a subscription link. */
    value: integer('value').notNull(),
    /** A link dedicated to one client: the checkout fills and locks the buyer's data. */
    sellerClientId: uuid('seller_client_id').references(() => sellerClients.id),
    cardEnabled: boolean('card_enabled').notNull(),
    cardDiscountPercent: integer('card_discount_percent').notNull(),
    cardInstallments: integer('card_installments').notNull(),
    cardFeeBearer: text('card_fee_bearer').$type<FeeBearer>().notNull(),
    cardScheduleDate: date('card_schedule_date', { mode: 'string' }),
    bankSlipEnabled: boolean('bank_slip_enabled').notNull(),
    bankSlipDiscountPercent: integer('bank_slip_discount_percent').notNull(),
    bankSlipInstallments: integer('bank_slip_installments').notNull(),
    pixEnabled: boolean('pix_enabled').notNull(),
    pixDiscountPercent: integer('pix_discount_percent').notNull(),
    pixInstallments: integer('pix_installments').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    timer: boolean('timer').notNull(),
    bankSlipDescription: text('bank_slip_description'),
    metadata: jsonb('metadata').$type<Array<{ key: string; value: string }>>().notNull(),
    planId: uuid('plan_id').references(() => plans.id),
    periodicity: text('periodicity').$type<Periodicity>(),
    additionalValue: integer('additional_value').notNull(),
    additionalTitle: text('additional_title'),
    additionalInstallments: integer('additional_installments').notNull(),
    /** Charges paid through this link, kept by the `charge.paid` reaction. */
    paidCharges: integer('paid_charges').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The list: one type, newest first, live links only (spec 2 §7: createdAt,DESC, 20 a page).
    index('payment_links_list_idx')
      .on(table.sellerId, table.type, table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null`),
    index('payment_links_dedicated_idx')
      .on(table.sellerId, table.type, table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null and ${table.sellerClientId} is not null`),
    index('payment_links_search_idx')
      .using('gin', table.sellerId, table.titleSearch.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} is null`),
    index('payment_links_plan_idx')
      .on(table.sellerId, table.planId)
      .where(sql`${table.planId} is not null`),
    check('payment_links_type', sql`${table.type} in ('ORDER', 'SUBSCRIPTION', 'FAST_ORDER')`),
    check('payment_links_value', sql`${table.value} > 0`),
    check('payment_links_some_method', sql`${table.cardEnabled} or ${table.bankSlipEnabled} or ${table.pixEnabled}`),
    check(
      'payment_links_discounts',
      sql`${table.cardDiscountPercent} between 0 and 99 and ${table.bankSlipDiscountPercent} between 0 and 99 and ${table.pixDiscountPercent} between 0 and 99`,
    ),
    check(
      'payment_links_installments',
      sql`${table.cardInstallments} between 1 and 21 and ${table.bankSlipInstallments} between 1 and 21 and ${table.pixInstallments} between 1 and 12 and (${table.cardInstallments} <= 12 or ${table.cardFeeBearer} = 'EARLY_BUYER')`,
    ),
    check('payment_links_fee_bearer', sql`${table.cardFeeBearer} in ('EARLY_SELLER', 'EARLY_BUYER')`),
    check(
      'payment_links_subscription',
      sql`(${table.type} = 'SUBSCRIPTION') = (${table.planId} is not null and ${table.periodicity} is not null)`,
    ),
    check('payment_links_titled', sql`${table.type} = 'SUBSCRIPTION' or ${table.title} is not null`),
    check('payment_links_fast_no_client', sql`${table.type} <> 'FAST_ORDER' or ${table.sellerClientId} is null`),
    check('payment_links_timer', sql`not ${table.timer} or ${table.expiresAt} is not null`),
  ],
);

/**
 * A link's split (spec 2 §3 subSellerPaymentRequest): each sub-seller's share, in the order the
 * seller gave them. Written with the link; a charge sold on the link copies them (charge_split_shares).
 */
export const paymentLinkSplits = pgTable(
  'payment_link_splits',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    paymentLinkId: uuid('payment_link_id')
      .notNull()
      .references(() => paymentLinks.id),
    ...splitShareColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentLinkId, table.position] }),
    uniqueIndex('payment_link_splits_sub_seller_uq').on(table.paymentLinkId, table.subSellerId),
    check('payment_link_splits_value', splitShareValueCheck(table)),
    check('payment_link_splits_type', sql`${table.paymentType} in ('FIXED', 'PERCENTAGE')`),
  ],
);
