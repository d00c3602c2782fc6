import type { WebhookDomain, WebhookEventType } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { integrationEvents } from './tables.js';

export interface IntegrationEvent {
  sellerId: string;
  type: WebhookEventType;
  domain: WebhookDomain;
  objectId: string;
  data: Record<string, unknown>;
  at: Date;
}

/** Writes events to the outbox in the caller's transaction (they commit or roll back with the change). */
export async function recordEvents(tx: DbOrTx, events: readonly IntegrationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await eventsInsert(tx, events);
}

/** The insert of `recordEvents`, not run: for a caller that sends it with its own statement (one round trip). */
export function eventsInsert(tx: DbOrTx, events: readonly IntegrationEvent[]) {
  return tx.insert(integrationEvents).values(events.map(eventRow));
}

/** An event as the outbox's row. */
export function eventRow(event: IntegrationEvent): typeof integrationEvents.$inferInsert {
  return {
    sellerId: event.sellerId,
    type: event.type,
    domain: event.domain,
    objectId: event.objectId,
    data: event.data,
    createdAt: event.at,
  };
}

/** The id a receiver sees in `webhook-id` and in the payload. */
export const eventIdOf = (id: string) => `evt_${id.replaceAll('-', '')}`;

/** Back from 'evt_…' to the row's uuid (null when it is not one of ours). */
export function eventUuidOf(eventId: string): string | null {
  const hex = /^evt_([0-9a-f]{32})$/.exec(eventId)?.[1];
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
