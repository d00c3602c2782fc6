import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { FILE_KEEP_DAYS, type FileRequestKind, type FileRequestRow } from './kind.js';

/**
 * Job (daily): drops the files of requests built more than FILE_KEEP_DAYS ago, of every seller. The
 * row stays, as a record; its link then answers CSV-002.
 */
export async function purgeOldFiles<Row extends FileRequestRow>(
  ctx: { db: Db; clock: Clock },
  { table }: Pick<FileRequestKind<Row>, 'table'>,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - FILE_KEEP_DAYS * 86_400_000);
  const purged = await ctx.db
    .update(table)
    .set({ fileGzip: null })
    .where(and(isNotNull(table.fileGzip), lt(table.finishedAt, cutoff)))
    .returning({ id: table.id });
  return purged.length;
}
