import { inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { eventRow, type IntegrationEvent } from './record.js';
import { integrationEvents } from './tables.js';

/**
 * The outbox's writes its consumer (webhooks) needs; events owns the table, so they live here.
 * Recording an event is record.ts; these are what happens to it after.
 */

/** The events were fanned out to their endpoints' deliveries (in the fan-out's transaction). */
export async function markFannedOut(tx: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(integrationEvents)
    .set({ fannedOutAt: now })
    .where(inArray(integrationEvents.id, [...ids]));
}

/** An event born fanned out (a test event delivered to one endpoint only); returns its row id. */
export async function recordFannedOutEvent(tx: DbOrTx, event: IntegrationEvent): Promise<string> {
  const [row] = await tx
    .insert(integrationEvents)
    .values({ ...eventRow(event), fannedOutAt: event.at })
    .returning({ id: integrationEvents.id });
  if (!row) throw new Error('the outbox did not return the event it wrote');
  return row.id;
}

/** Deletes the events the retention purge chose (`ids`: a subquery of event ids); returns how many. */
export async function deleteEvents(db: DbOrTx, ids: SQL): Promise<number> {
  const deleted = await db.delete(integrationEvents).where(inArray(integrationEvents.id, ids)).returning({
    id: integrationEvents.id,
  });
  return deleted.length;
}
