import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { UNREAD_QUANTITY_CAP, type Notification, type NotificationType } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findVisibleNotification, listNotifications, countUnread } from './queries.js';
import { notificationReadMarks, notificationReads, notifications } from './tables.js';
import { theRow } from '../../lib/rows.js';

export interface NewNotification {
  sellerId: string;
  userId?: string;
  type: NotificationType;
  variables: Record<string, string>;
}

/** Producers (charges, reports) call this inside their own transaction. */
export async function createNotification(db: DbOrTx, now: Date, notification: NewNotification): Promise<string> {
  const row = theRow(
    await db
      .insert(notifications)
      .values({
        sellerId: notification.sellerId,
        userId: notification.userId ?? null,
        type: notification.type,
        variables: Object.entries(notification.variables).map(([name, value]) => ({ name, value })),
        createdAt: now,
      })
      .returning({ id: notifications.id }),
    'the new notification',
  );
  return row.id;
}

export async function notificationPage(ctx: AppContext, sellerId: string, userId: string, page: number, size: number) {
  const { rows, total } = await listNotifications(ctx.db, sellerId, userId, page, size);
  const now = ctx.clock.now().getTime();
  const content: Notification[] = rows.map((row) => ({
    id: row.id,
    notificationPanelType: row.type as NotificationType,
    variablesResponse: row.variables,
    timeDiff: Math.max(0, Math.floor((now - row.createdAt.getTime()) / 1000)),
    notifiedAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

export function unreadQuantity(ctx: AppContext, sellerId: string, userId: string) {
  return countUnread(ctx.db, sellerId, userId, UNREAD_QUANTITY_CAP);
}

export async function markRead(ctx: AppContext, sellerId: string, userId: string, id: string): Promise<void> {
  if (!(await findVisibleNotification(ctx.db, sellerId, userId, id))) throw notFound();
  await ctx.db
    .insert(notificationReads)
    .values({ notificationId: id, userId, readAt: ctx.clock.now() })
    .onConflictDoNothing();
}

/**
 * Moves the user's mark to the newest notification they can see now: everything up to it is read
 * (tables.ts, notificationReadMarks). One row, whatever the number of notifications; a mark never
 * moves back.
 */
export async function markAllRead(ctx: AppContext, sellerId: string, userId: string): Promise<void> {
  await ctx.db.execute(sql`
    insert into ${notificationReadMarks} (seller_id, user_id, read_through, marked_at)
    select ${sellerId}, ${userId}, max(${notifications.createdAt}), ${ctx.clock.now()} from ${notifications}
    where ${and(eq(notifications.sellerId, sellerId), or(isNull(notifications.userId), eq(notifications.userId, userId)))}
    having max(${notifications.createdAt}) is not null
    on conflict (seller_id, user_id) do update
      set read_through = greatest(${notificationReadMarks.readThrough}, excluded.read_through), marked_at = excluded.marked_at`);
}
