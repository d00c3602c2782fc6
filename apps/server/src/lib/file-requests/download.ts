import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../app-error.js';
import type { FileRequestKind, FileRequestRow } from './kind.js';

/**
 * The stored file of a READY request of this seller, with its row (for the file's name). Another
 * seller's request is not found; one not built yet, failed, or whose file was purged is CSV-002.
 */
export async function readyFile<Row extends FileRequestRow>(
  ctx: { db: Db },
  { table }: Pick<FileRequestKind<Row>, 'table'>,
  sellerId: string,
  id: string,
): Promise<{ gzip: Buffer; row: Row }> {
  const [row] = (await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.sellerId, sellerId), eq(table.id, id)))) as Row[];
  if (!row) throw notFound();
  if (row.status !== 'READY' || !row.fileGzip) throw new AppError('CSV-002');
  return { gzip: row.fileGzip, row };
}
