import { and, count, desc, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { notificationReads, notifications } from './tables.js';
import { theRow } from '../../lib/rows.js';

/** Notifications addressed to the whole seller or to this user. */
const visibleTo = (sellerId: string | Placeholder, userId: string | Placeholder) =>
  and(eq(notifications.sellerId, sellerId), or(isNull(notifications.userId), eq(notifications.userId, userId)));

export async function listNotifications(db: DbOrTx, sellerId: string, userId: string, page: number, size: number) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      variables: notifications.variables,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .where(visibleTo(sellerId, userId))
    .orderBy(sql`${notifications.createdAt} desc nulls last`, desc(notifications.id)) // the index's order (see payment-links/queries.ts)
    .limit(size)
    .offset(page * size);
  const { total } = theRow(
    await db.select({ total: count() }).from(notifications).where(visibleTo(sellerId, userId)),
    'a count',
  );
  return { rows, total };
}

/**
 * The user's unread notifications, counted up to `cap`: the newest first along the seller's index, so
 * the statement stops after `cap` rows however many notifications the seller has. Every page of the
 * back-office polls it: built once and prepared (db/prepared.ts).
 */
const unreadCount = builtOnce((db) => {
  const sellerId = sql.placeholder('sellerId');
  const userId = sql.placeholder('userId');
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        visibleTo(sellerId, userId),
        sql`not exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`,
      ),
    )
    .orderBy(sql`${notifications.createdAt} desc nulls last`)
    .limit(sql.placeholder('cap'))
    .as('unread');
  return db.select({ total: count() }).from(unread).prepare('notifications_unread_count');
});

export async function countUnread(db: Db, sellerId: string, userId: string, cap: number): Promise<number> {
  const { total } = theRow(await unreadCount(db).execute({ sellerId, userId, cap }), 'a count');
  return total;
}

export async function findVisibleNotification(db: DbOrTx, sellerId: string, userId: string, id: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(sellerId, userId)));
  return row;
}
