import { sql } from 'drizzle-orm';
import { NOTICE_DEFINITIONS, NOTICE_PAYMENT_METHOD, type NoticeDefinition } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { addDays, businessDate } from '../../lib/business-date.js';
import { decideDeliveries } from './decide.js';

export const DUNNING_JOB = 'notices.dunning';

/**
 * A notice the daily run missed (the worker was down that day) still goes up to this many days late;
 * past that it is stale (a '15 days before' a week before the due date says the wrong thing).
 */
export const DUNNING_CATCH_UP_DAYS = 1;

/**
 * Writes the deliveries of one notice type due today, for every seller at once, in one statement:
 * each unpaid charge of the type's method whose due date puts today on the notice's day (or up to
 * DUNNING_CATCH_UP_DAYS after it), by each channel the seller has on. The unique key
 * (charge, type, channel) makes a second run, or a second worker, write nothing.
 */
async function decideNotice(
  db: DbOrTx,
  definition: NoticeDefinition,
  today: string,
  now: Date,
  sellerId?: string,
): Promise<number> {
  const latestDue = addDays(today, -(definition.offset ?? 0));
  const earliestDue = addDays(latestDue, -DUNNING_CATCH_UP_DAYS);
  return decideDeliveries(
    db,
    definition.type,
    sql`c.status in ('SCHEDULED', 'LATE') and c.payment_method = ${NOTICE_PAYMENT_METHOD[definition.method]}
      and c.expiration_date between ${earliestDue} and ${latestDue}
      ${sellerId ? sql`and c.seller_id = ${sellerId}` : sql``}`,
    now,
  );
}

/**
 * The daily dunning run (spec 3 §9): decides every scheduled notice due today, for every seller (or
 * one: the sandbox's 'send now'). Sending is apart (dispatch.ts): a crash between the two leaves
 * PENDING deliveries, which the dispatch sweep sends; nothing is decided twice.
 */
export async function runDunning(ctx: AppContext, sellerId?: string): Promise<number> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  let decided = 0;
  for (const definition of NOTICE_DEFINITIONS) {
    if (definition.offset === null) continue;
    decided += await decideNotice(ctx.db, definition, today, now, sellerId);
  }
  return decided;
}
