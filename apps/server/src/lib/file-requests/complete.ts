import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { LIFECYCLES } from '@cofre/contract';
import { transition } from '../../modules/lifecycle/index.js';
import { fail } from './fail.js';
import { requestWhere } from './key.js';
import {
  ATTACH_LIMIT_BYTES,
  type BuiltFile,
  type FileRequestContext,
  type FileRequestKind,
  type FileRequestRow,
  type RequestKey,
} from './kind.js';

/**
 * Builds a request's file from what the module knows of it; null when it can never be built (its
 * stored input cannot be read), so the request fails now rather than on every retry. `now` is the
 * instant the file is built for; `source` is where to read the seller's data (the read replica once
 * it has the request itself, so everything the seller wrote before asking; the primary otherwise).
 */
export type BuildFile<Row> = (row: Row, now: Date, source: Database) => Promise<BuiltFile | null>;

/**
 * Job: builds the file of a PENDING request, stores it (READY), puts it in the requester's
 * notification centre and e-mails it, attached up to ATTACH_LIMIT_BYTES. A request that is not
 * PENDING (done, failed, or another seller's) is left alone.
 */
export async function complete<Row extends FileRequestRow>(
  ctx: FileRequestContext,
  kind: FileRequestKind<Row>,
  key: RequestKey,
  build: BuildFile<Row>,
): Promise<void> {
  const { table } = kind;
  const [row] = (await ctx.db
    .select()
    .from(table)
    .where(and(requestWhere(table, key), eq(table.status, 'PENDING')))) as Row[];
  if (!row) return;
  const now = ctx.clock.now();
  const source = await ctx.reads.databaseHaving(async (db) => {
    const found = await db.select({ id: table.id }).from(table).where(eq(table.id, row.id));
    return found.length > 0;
  });
  const built = await build(row, now, source);
  if (!built) return fail(ctx, kind, key);
  const ready = await ctx.db.transaction(async (tx) => {
    const [moved] = await transition(tx, table, LIFECYCLES.fileRequest, {
      where: requestWhere(table, { id: row.id, sellerId: row.sellerId }),
      from: 'PENDING',
      to: 'READY',
      set: { rows: built.rows, fileGzip: built.gzip, finishedAt: now },
    });
    // A second run of the job (a retry after a lost answer) finds it done: one notification, one e-mail.
    if (!moved) return false;
    await kind.notify(tx, now, {
      sellerId: row.sellerId,
      userId: row.userId,
      type: 'NOTIFICATION_REPORT_READY',
      variables: { url: kind.downloadPath(row.id), rows: String(built.rows), ...kind.notificationVariables(row) },
    });
    return true;
  });
  if (!ready) return;
  const attached = built.bytes <= ATTACH_LIMIT_BYTES;
  await ctx.mail.queue({
    to: row.email,
    ...kind.readyMail(row, { rows: built.rows, attached, publicUrl: ctx.config.publicUrl }),
    attachments: attached
      ? [
          {
            filename: kind.fileName(row),
            contentType: 'text/csv; charset=utf-8',
            content: gunzipSync(built.gzip).toString('base64'),
          },
        ]
      : undefined,
  });
}
