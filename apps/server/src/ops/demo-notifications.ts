import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { markAllRead } from '../modules/notifications/index.js';
import { rowsOf } from '../lib/rows.js';

/**
 * The demo's notifications are a year of history: they arrive read by every user who sees them, so
 * a fresh demo's bell shows 0 and the first real notification is noticed (issue 41). Each user of
 * the sellers the seed created gets "Marcar todas como lidas", through the notifications module's
 * own face: its mark is the module's to write.
 */
export async function markDemoHistoryRead(ctx: AppContext, sellerIds: string[]): Promise<void> {
  if (sellerIds.length === 0) return;
  const users = rowsOf<{ id: string; seller_id: string }>(
    await ctx.db.execute(sql`
    select id, seller_id from users
     where seller_id in (${sql.join(
       sellerIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`),
  );
  for (const user of users) await markAllRead(ctx, user.seller_id, user.id);
}
