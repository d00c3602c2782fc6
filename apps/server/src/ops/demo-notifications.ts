import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

/**
 * The demo's notifications are a year of history: they arrive read by every user who sees them, so
 * a fresh demo's bell shows 0 and the first real notification is noticed (issue 41). An operator
 * command, outside the modules' write rules (docs/architecture.md): one statement over the
 * sellers the seed created.
 */
export async function markDemoHistoryRead(ctx: AppContext, sellerIds: string[]): Promise<void> {
  if (sellerIds.length === 0) return;
  await ctx.db.execute(sql`
    insert into notification_reads (notification_id, user_id, read_at)
    select n.id, u.id, ${ctx.clock.now()}
      from notifications n
      join users u on u.seller_id = n.seller_id and (n.user_id is null or n.user_id = u.id)
     where n.seller_id in (${sql.join(
       sellerIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
    on conflict do nothing`);
}
