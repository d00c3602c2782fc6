import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInThrottle } from './tables.js';
import { theRow } from '../../lib/rows.js';

export interface Window {
  count: number;
  retryAfterS: number;
}

/** Counts one hit in a fixed window stored in the database, shared by every process. */
export async function hit(db: Db, key: string, windowS: number, now: Date): Promise<Window> {
  const windowStartLimit = new Date(now.getTime() - windowS * 1000);
  const row = theRow(
    await db
      .insert(signInThrottle)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          count: sql`CASE WHEN ${signInThrottle.windowStart} <= ${windowStartLimit} THEN 1 ELSE ${signInThrottle.count} + 1 END`,
          windowStart: sql`CASE WHEN ${signInThrottle.windowStart} <= ${windowStartLimit} THEN ${now} ELSE ${signInThrottle.windowStart} END`,
        },
      })
      .returning(),
    'the throttle row',
  );
  return { count: row.count, retryAfterS: retryAfter(row.windowStart, windowS, now) };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

function retryAfter(windowStart: Date, windowS: number, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + windowS * 1000 - now.getTime()) / 1000));
}
