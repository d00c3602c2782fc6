import { and, eq, lt } from 'drizzle-orm';
import { LIFECYCLES } from '@cofre/contract';
import { transition } from '../../modules/lifecycle/index.js';
import { requestWhere } from './key.js';
import {
  FILE_STUCK_MS,
  SWEEP_BATCH,
  type FileRequestContext,
  type FileRequestKind,
  type FileRequestRow,
  type RequestKey,
} from './kind.js';

/**
 * The request could not be built (its input cannot be read, its job's last retry failed, or it was
 * stuck): FAILED, and the requester learns it in the notification centre. A request already
 * finished is left alone, so giving up twice tells once.
 */
export async function fail<Row extends FileRequestRow>(
  ctx: FileRequestContext,
  kind: FileRequestKind<Row>,
  key: RequestKey,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [failed] = await transition(tx, kind.table, LIFECYCLES.fileRequest, {
      where: requestWhere(kind.table, key),
      from: 'PENDING',
      to: 'FAILED',
      set: { finishedAt: now },
    });
    if (!failed) return;
    await kind.notify(tx, now, {
      sellerId: failed.sellerId,
      userId: failed.userId,
      type: 'NOTIFICATION_REPORT_FAILED',
      variables: kind.notificationVariables(failed),
    });
  });
}

/**
 * Job (hourly): requests still PENDING FILE_STUCK_MS after they were made have lost their job for
 * good: FAILED, and the requester is told, never left waiting. Each is failed under its own seller.
 */
export async function failStuck<Row extends FileRequestRow>(
  ctx: FileRequestContext,
  kind: FileRequestKind<Row>,
): Promise<number> {
  const { table } = kind;
  const cutoff = new Date(ctx.clock.now().getTime() - FILE_STUCK_MS);
  const stuck = await ctx.db
    .select({ id: table.id, sellerId: table.sellerId })
    .from(table)
    .where(and(eq(table.status, 'PENDING'), lt(table.createdAt, cutoff)))
    .limit(SWEEP_BATCH);
  for (const key of stuck as RequestKey[]) await fail(ctx, kind, key);
  return stuck.length;
}
