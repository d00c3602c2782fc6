import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { theRow } from '../rows.js';
import type { FileRequestRow, FileRequestTable } from './kind.js';

/**
 * Records a request PENDING and queues the job that builds it in the same transaction: no request is
 * left without its job, and no job runs for a request that was rolled back. `queueJob` sends the
 * module's own job (its name and payload) on `tx`.
 */
export async function record<T extends FileRequestTable<FileRequestRow>>(
  ctx: { db: Db },
  { table }: { table: T },
  values: Omit<T['$inferInsert'], 'status'>,
  queueJob: (tx: Tx, row: T['$inferSelect']) => Promise<void>,
): Promise<T['$inferSelect']> {
  return ctx.db.transaction(async (tx) => {
    const pending = { ...values, status: 'PENDING' } as PgInsertValue<T>;
    const inserted = theRow(await tx.insert(table).values(pending).returning(), 'the new file request');
    await queueJob(tx, inserted);
    return inserted;
  });
}
