import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDomain, WebhookEventType } from '@cofre/contract';

/**
 * The integration events' outbox: one row per thing that happened to a seller's charge or
 * subscription, written in the transaction of the change (so a change is never without its event,
 * nor an event without its change). The webhooks module fans each one out to the seller's endpoints
 * and marks it `fanned_out_at` (docs/integrations.md, "Webhooks").
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    /** The stable id a receiver deduplicates by (`webhook-id`: 'evt_' + this uuid without dashes). */
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    type: text('type').$type<WebhookEventType>().notNull(),
    domain: text('domain').$type<WebhookDomain>().notNull(),
    /** The charge or subscription the event is about. */
    objectId: uuid('object_id').notNull(),
    /** The object as it was right after the change (a snapshot, not a reference). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (table) => [
    check('integration_events_domain_check', sql`${table.domain} in ('SUBSCRIPTION', 'ORDER')`),
    index('integration_events_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.fannedOutAt} is null`),
    index('integration_events_object_idx').on(table.sellerId, table.objectId),
  ],
);
