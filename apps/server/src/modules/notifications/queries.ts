import { and, count, desc, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { notificationReadMarks, notificationReads, notifications } from './tables.js';
import { theRow } from '../../lib/rows.js';

/** Notifications addressed to the whole seller or to this user. */
const visibleTo = (sellerId: string | Placeholder, userId: string | Placeholder) =>
  and(eq(notifications.sellerId, sellerId), or(isNull(notifications.userId), eq(notifications.userId, userId)));

/** Up to when "Marcar todas como lidas" read everything for this user ('-infinity' if never). */
const readThrough = (sellerId: string | Placeholder, userId: string | Placeholder) =>
  sql`coalesce((select ${notificationReadMarks.readThrough} from ${notificationReadMarks} where ${notificationReadMarks.sellerId} = ${sellerId} and ${notificationReadMarks.userId} = ${userId}), '-infinity'::timestamptz)`;

export async function listNotifications(db: DbOrTx, sellerId: string, userId: string, page: number, size: number) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      variables: notifications.variables,
      createdAt: notifications.createdAt,
      readAt: sql<Date | null>`coalesce(${notificationReads.readAt}, ${notificationReadMarks.markedAt})`.mapWith(
        notificationReads.readAt,
      ),
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .leftJoin(
      notificationReadMarks,
      and(
        eq(notificationReadMarks.sellerId, sellerId),
        eq(notificationReadMarks.userId, userId),
        sql`${notifications.createdAt} <= ${notificationReadMarks.readThrough}`,
      ),
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
 * The user's unread notifications, counted up to `cap`: the newest first along the seller's index,
 * from the newest down to the user's last "Marcar todas como lidas" (readThrough), so the statement
 * stops after `cap` rows or at that mark however many notifications the seller has: a user who has
 * read everything costs one index probe, not a walk over every notification ever read. Every page of
 * the back-office polls it: built once and prepared (db/prepared.ts).
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
        sql`${notifications.createdAt} > ${readThrough(sellerId, userId)}`,
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
