import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WebhookAttemptError, WebhookDeliveryStatus, WebhookDomain } from '@cofre/contract';
import { integrationEvents } from '../events/tables.js';
import { sellers } from '../sellers/tables.js';

/** A seller's webhook endpoint ('Webhooks' of 'Integração'); its secret sealed with the server's key. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    domains: text('domains').array().$type<WebhookDomain[]>().notNull(),
    active: boolean('active').notNull().default(true),
    /** `whsec_…`, AES-GCM sealed (lib/crypto.ts): the seller may read it again, so it is not hashed. */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret before the last rotation, still signing until `previous_secret_expires_at`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Since when every attempt has failed; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Switched off by the platform after 3 days of failures (the seller was e-mailed). */
    disabledForFailures: boolean('disabled_for_failures').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'webhook_endpoints_domains_check',
      sql`cardinality(${table.domains}) between 1 and 2 and ${table.domains} <@ array['SUBSCRIPTION', 'ORDER']::text[]`,
    ),
    index('webhook_endpoints_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/**
 * One event owed to one endpoint: exactly one row per (endpoint, event), so a fan-out run twice
 * owes nothing twice. `attempts` is also the fencing token of a claim (a dispatcher whose lease
 * expired cannot settle over the one that took the delivery after it).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => integrationEvents.id),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('webhook_deliveries_status_check', sql`${table.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
    uniqueIndex('webhook_deliveries_once_idx').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Every attempt of a delivery, for the endpoint's log (a truncated answer, never the request body). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error').$type<WebhookAttemptError>(),
  },
  (table) => [
    check('webhook_attempts_error_check', sql`${table.error} in ('TIMEOUT', 'NETWORK', 'FORBIDDEN_ADDRESS')`),
    index('webhook_attempts_endpoint_idx').on(table.endpointId, table.attemptedAt),
  ],
);
