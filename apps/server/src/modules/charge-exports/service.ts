import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { chargeListQuerySchema, type ChargeExport, type ChargeExportCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import * as fileRequests from '../../lib/file-requests/index.js';
import type { Actor } from '../charges/index.js';
import { users } from '../users/index.js';
import { buildChargesCsv } from './csv.js';
import { chargeExportFiles, exportDownloadPath } from './files.js';
import type { chargeExports } from './tables.js';
import { theRow } from '../../lib/rows.js';
import { businessDate } from '../../lib/business-date.js';

export const CHARGE_EXPORT_JOB = 'charges.export-csv';
export const PURGE_EXPORTS_JOB = 'charges.purge-exports';
export const SWEEP_EXPORTS_JOB = 'charges.sweep-exports';

type ExportRecord = typeof chargeExports.$inferSelect;

/**
 * The filters as stored: the request already turned the typed amounts ('1.000,00') into centavos, so
 * they are read back as integers, not through the typed-text rule again (which read them as invalid
 * and made every export with a value filter fail in its job).
 */
const storedFilterSchema = chargeListQuerySchema.extend({
  valueMin: z.number().int().nonnegative().optional(),
  valueMax: z.number().int().nonnegative().optional(),
});

export function toChargeExport(row: ExportRecord): ChargeExport {
  return {
    uuid: row.id,
    status: row.status,
    email: row.email,
    rows: row.rows,
    downloadPath: row.status === 'READY' && row.fileGzip ? exportDownloadPath(row.id) : null,
  };
}

/** Records the request and queues the job; the recipient defaults to the user's own e-mail. */
export async function requestChargeExport(ctx: AppContext, actor: Actor, body: ChargeExportCreate) {
  const { email, ...filters } = body;
  const user = theRow(
    await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)),
    'the user of the session',
  );
  const row = await fileRequests.record(
    ctx,
    chargeExportFiles,
    { sellerId: actor.sellerId, userId: actor.userId, email: email ?? user.email, filters, createdAt: ctx.clock.now() },
    (tx, inserted) => ctx.jobs.send(CHARGE_EXPORT_JOB, { id: inserted.id }, tx),
  );
  return toChargeExport(row);
}

/**
 * The export could not be built (its filter cannot be read, or its last retry failed): FAILED, and
 * the requester learns it in the notification centre ('Falha ao gerar o relatório'). By id alone:
 * the job's payload carries no seller.
 */
export function failChargeExport(ctx: AppContext, id: string): Promise<void> {
  return fileRequests.fail(ctx, chargeExportFiles, { id, sellerId: null });
}

/** Job: builds the file, stores it, puts it in the notification centre and e-mails it. */
export function runChargeExport(ctx: AppContext, id: string): Promise<void> {
  return fileRequests.complete(ctx, chargeExportFiles, { id, sellerId: null }, async (job, now, source) => {
    // The stored filters are the list's query as the request parsed it; one that cannot be read will
    // never be: fail now rather than retry.
    const parsed = storedFilterSchema.safeParse({ ...job.filters, page: 0 });
    if (!parsed.success) return null;
    return buildChargesCsv(source.db, job.sellerId, parsed.data, businessDate(now));
  });
}

/** The stored file of a READY export of this seller. */
export async function exportFile(ctx: AppContext, sellerId: string, id: string): Promise<Buffer> {
  return (await fileRequests.readyFile(ctx, chargeExportFiles, sellerId, id)).gzip;
}

/** Job (daily): drops the files of exports built more than 7 days ago (the row stays, as a record). */
export function purgeOldExports(ctx: AppContext): Promise<number> {
  return fileRequests.purgeOldFiles(ctx, chargeExportFiles);
}

/** Job (hourly): exports still PENDING an hour after they were asked for lost their job for good: FAILED. */
export function sweepStuckExports(ctx: AppContext): Promise<number> {
  return fileRequests.failStuck(ctx, chargeExportFiles);
}
