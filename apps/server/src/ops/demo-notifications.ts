import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

/**
 * The demo's notifications are a year of history: they arrive read by every user who sees them, so
 * a fresh demo's bell shows 0 and the first real notification is noticed (issue 41). Each user's
 * "Marcar todas como lidas" mark (notification_read_marks) is set at the newest one they can see.
 * An operator command, outside the modules' write rules (docs/architecture.md): one statement over
 * the sellers the seed created.
 */
export async function markDemoHistoryRead(ctx: AppContext, sellerIds: string[]): Promise<void> {
  if (sellerIds.length === 0) return;
  await ctx.db.execute(sql`
    insert into notification_read_marks (seller_id, user_id, read_through, marked_at)
    select u.seller_id, u.id, max(n.created_at), ${ctx.clock.now()}
      from notifications n
      join users u on u.seller_id = n.seller_id and (n.user_id is null or n.user_id = u.id)
     where n.seller_id in (${sql.join(
       sellerIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
     group by u.seller_id, u.id
    on conflict (seller_id, user_id) do update
      set read_through = greatest(notification_read_marks.read_through, excluded.read_through),
          marked_at = excluded.marked_at`);
}
