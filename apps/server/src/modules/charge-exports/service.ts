import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import {
  chargeListQuerySchema,
  formatDate,
  LIFECYCLES,
  type ChargeExport,
  type ChargeExportCreate,
} from '@cofre/contract';
import { transition } from '../lifecycle/index.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Actor } from '../charges/index.js';
import { createNotification } from '../notifications/index.js';
import { users } from '../users/index.js';
import { buildChargesCsv } from './csv.js';
import { chargeExportMail } from './mail.js';
import { chargeExports } from './tables.js';
import { theRow } from '../../lib/rows.js';
import { businessDate } from '../../lib/business-date.js';

export const CHARGE_EXPORT_JOB = 'charges.export-csv';
export const PURGE_EXPORTS_JOB = 'charges.purge-exports';
export const SWEEP_EXPORTS_JOB = 'charges.sweep-exports';
/** An export still PENDING after this long lost its job (every retry included): it is failed. */
export const EXPORT_STUCK_MS = 60 * 60 * 1000;
/** Days a built file stays downloadable; the e-mail and the notification outlive it. */
export const EXPORT_KEEP_DAYS = 7;
/** Files up to this size (uncompressed) go attached to the e-mail; larger ones only by the notification. */
export const ATTACH_LIMIT_BYTES = 5 * 1024 * 1024;

type ExportRecord = typeof chargeExports.$inferSelect;

/** The report a notification speaks of: the one kind of export there is so far. */
export const CHARGES_REPORT = 'CHARGES';

/**
 * Which report and which period, as the notification centre words them ('Relatório de cobranças,
 * vencimento 01/06/2026 a 30/09/2026'): the due dates the export was asked for (both required).
 */
function reportVariables(filters: ExportRecord['filters']) {
  const date = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: 'cobrancas.csv',
    report: CHARGES_REPORT,
    dateFrom: date(filters.expirationDateInitial),
    dateTo: date(filters.expirationDateFinal),
  };
}

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
    downloadPath: row.status === 'READY' ? `/api/charge-exports/${row.id}/file` : null,
  };
}

/** Records the request and queues the job; the recipient defaults to the user's own e-mail. */
export async function requestChargeExport(ctx: AppContext, actor: Actor, body: ChargeExportCreate) {
  const { email, ...filters } = body;
  const user = theRow(
    await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)),
    'the user of the session',
  );
  // The request and its job commit together: no export is left without the job that builds it.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = theRow(
      await tx
        .insert(chargeExports)
        .values({
          sellerId: actor.sellerId,
          userId: actor.userId,
          email: email ?? user.email,
          filters,
          status: 'PENDING',
          createdAt: ctx.clock.now(),
        })
        .returning(),
      'the new export',
    );
    await ctx.jobs.send(CHARGE_EXPORT_JOB, { id: inserted.id }, tx);
    return inserted;
  });
  return toChargeExport(row);
}

/**
 * The export could not be built (its filter cannot be read, or its last retry failed): FAILED, and
 * the requester learns it in the notification centre ('Falha ao gerar o relatório').
 */
export async function failChargeExport(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [failed] = await transition(tx, chargeExports, LIFECYCLES.fileRequest, {
      where: eq(chargeExports.id, id),
      from: 'PENDING',
      to: 'FAILED',
      set: { finishedAt: now },
    });
    if (!failed) return;
    await createNotification(tx, now, {
      sellerId: failed.sellerId,
      userId: failed.userId,
      type: 'NOTIFICATION_REPORT_FAILED',
      variables: reportVariables(failed.filters),
    });
  });
}

/** Job: builds the file, stores it, puts it in the notification centre and e-mails it. */
export async function runChargeExport(ctx: AppContext, id: string): Promise<void> {
  const [job] = await ctx.db
    .select()
    .from(chargeExports)
    .where(and(eq(chargeExports.id, id), eq(chargeExports.status, 'PENDING')));
  if (!job) return;
  // The stored filters are the list's query as the request parsed it; one that cannot be read will
  // never be: fail now rather than retry.
  const parsed = storedFilterSchema.safeParse({ ...job.filters, page: 0 });
  if (!parsed.success) return failChargeExport(ctx, id);
  const filter = parsed.data;
  const now = ctx.clock.now();
  const { gzip, rows } = await buildChargesCsv(ctx.db, job.sellerId, filter, businessDate(now));
  const downloadPath = `/api/charge-exports/${id}/file`;
  const built = await ctx.db.transaction(async (tx) => {
    const [ready] = await transition(tx, chargeExports, LIFECYCLES.fileRequest, {
      where: and(eq(chargeExports.sellerId, job.sellerId), eq(chargeExports.id, id)),
      from: 'PENDING',
      to: 'READY',
      set: { rows, fileGzip: gzip, finishedAt: now },
    });
    // A second run of the job (a retry after a lost answer) finds it done: one notification, one e-mail.
    if (!ready) return false;
    await createNotification(tx, now, {
      sellerId: job.sellerId,
      userId: job.userId,
      type: 'NOTIFICATION_REPORT_READY',
      variables: { url: downloadPath, rows: String(rows), ...reportVariables(job.filters) },
    });
    return true;
  });
  if (!built) return;
  const csv = gunzipSync(gzip);
  const attached = csv.length <= ATTACH_LIMIT_BYTES;
  const period = `${formatDate(String(job.filters.expirationDateInitial))} a ${formatDate(String(job.filters.expirationDateFinal))}`;
  await ctx.mail.queue({
    to: job.email,
    ...chargeExportMail({ rows, period, attached, appUrl: `${ctx.config.publicUrl}/cobrancas` }),
    attachments: attached
      ? [{ filename: 'cobrancas.csv', contentType: 'text/csv; charset=utf-8', content: csv.toString('base64') }]
      : undefined,
  });
}

/** The stored file of a READY export of this seller. */
export async function exportFile(ctx: AppContext, sellerId: string, id: string): Promise<Buffer> {
  const [row] = await ctx.db
    .select()
    .from(chargeExports)
    .where(and(eq(chargeExports.sellerId, sellerId), eq(chargeExports.id, id)));
  if (!row) throw notFound();
  if (row.status !== 'READY' || !row.fileGzip) throw new AppError('CSV-002');
  return row.fileGzip;
}

/** Job: drops the files of exports built more than EXPORT_KEEP_DAYS ago (the row stays, as a record). */
export async function purgeOldExports(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - EXPORT_KEEP_DAYS * 86_400_000);
  const purged = await ctx.db
    .update(chargeExports)
    .set({ fileGzip: null })
    .where(and(isNotNull(chargeExports.fileGzip), lt(chargeExports.finishedAt, cutoff)))
    .returning({ id: chargeExports.id });
  return purged.length;
}

/**
 * Job (hourly): exports still PENDING an hour after they were asked for have lost their job for good
 * (its retries and pg-boss's expiry included): FAILED, and the requester is told, never left waiting.
 */
export async function sweepStuckExports(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - EXPORT_STUCK_MS);
  const stuck = await ctx.db
    .select({ id: chargeExports.id })
    .from(chargeExports)
    .where(and(eq(chargeExports.status, 'PENDING'), lt(chargeExports.createdAt, cutoff)))
    .limit(500);
  for (const { id } of stuck) await failChargeExport(ctx, id);
  return stuck.length;
}
