import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFECYCLES, type InvoiceStatus } from '@cofre/contract';
import { money, statusCheck } from '../../db/columns.js';
import { charges } from '../charges/tables.js';
import { sellers } from '../sellers/tables.js';

/** A seller's automatic invoice (NFS-e) setting (spec 3, invoice settings); absent → inactive. */
export const sellerInvoiceConfigs = pgTable('seller_invoice_configs', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  active: boolean('active').notNull(),
  /** Municipal service code (LC 116 item) printed on the invoice. */
  serviceCode: text('service_code').notNull().default('01.07'),
  /** ISS rate in basis points. */
  issRateBp: bigint('iss_rate_bp', { mode: 'number' }).notNull().default(200),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * An NFS-e of a charge. SEND_INVOICE_SYSTEM until the municipal system answers (the invoices.emit
 * job); then AUTHORIZED with its number and XML, or REJECTED. AUTHORIZED ones may be CANCELED. One
 * the city never answered for, after INVOICE_MAX_ATTEMPTS sends, is FAILED until it is sent again.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    status: text('status').$type<InvoiceStatus>().notNull(),
    /** Service amount (centavos) and ISS, fixed when the request is made. */
    amount: money('amount_cents').notNull(),
    issRateBp: bigint('iss_rate_bp', { mode: 'number' }).notNull(),
    serviceCode: text('service_code').notNull(),
    /** The RPS number sent to the city: up to 15 digits, increasing, never reused (ABRASF tsNumeroRps). */
    rpsNumber: bigint('rps_number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    number: text('number'),
    verificationCode: text('verification_code'),
    xml: text('xml'),
    rejectionReason: text('rejection_reason'),
    /** Sends to the municipal system so far, counted before each call: bounded by INVOICE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_charge_idx').on(table.chargeId, table.createdAt),
    index('invoices_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'SEND_INVOICE_SYSTEM'`),
    statusCheck('invoices_status_check', table.status, LIFECYCLES.invoice.statuses),
  ],
);
