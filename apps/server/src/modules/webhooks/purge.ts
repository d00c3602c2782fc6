import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { deleteEvents, integrationEvents } from '../events/index.js';
import { webhookDeliveries } from './tables.js';

export const PURGE_WEBHOOKS_JOB = 'webhooks.purge';
/** How long the delivery log and the events behind it are kept (Stripe shows 30 days too). */
export const WEBHOOK_RETENTION_MS = 30 * 24 * 3600 * 1000;

/**
 * Drops finished deliveries (their attempts go with them) and fanned-out events older than the
 * retention, in batches. A PENDING delivery is never dropped; nor is an event one still points at.
 */
export async function purgeOldWebhooks(ctx: AppContext): Promise<{ deliveries: number; events: number }> {
  const before = new Date(ctx.clock.now().getTime() - WEBHOOK_RETENTION_MS);
  let deliveries = 0;
  let events = 0;
  for (;;) {
    const batch = await ctx.db
      .delete(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          sql`(select id from ${webhookDeliveries} where status <> 'PENDING' and updated_at < ${before} limit 5000)`,
        ),
      )
      .returning({ id: webhookDeliveries.id });
    deliveries += batch.length;
    if (batch.length < 5000) break;
  }
  for (;;) {
    const deleted = await deleteEvents(
      ctx.db,
      sql`(select e.id from ${integrationEvents} e where e.created_at < ${before} and e.fanned_out_at is not null
            and not exists (select 1 from ${webhookDeliveries} d where d.event_id = e.id) limit 5000)`,
    );
    events += deleted;
    if (deleted < 5000) break;
  }
  return { deliveries, events };
}
