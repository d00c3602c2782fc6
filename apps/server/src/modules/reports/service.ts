import { gunzipSync } from 'node:zlib';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import {
  LIFECYCLES,
  REPORT_LIST_SIZE,
  REPORT_TYPE_INFO,
  formatDate,
  reportFileName,
  reportPeriodIssue,
  type ReportRequestBody,
  type ReportRequestView,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import type { Session } from '../../plugins/types.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import { reportBuilder } from './builders/index.js';
import { reportMail } from './mail.js';
import { reportRequests } from './tables.js';

export const REPORT_JOB = 'reports.generate';
export const SWEEP_REPORTS_JOB = 'reports.sweep';
export const PURGE_REPORTS_JOB = 'reports.purge';
/** A request still PENDING after this long lost its job (every retry included): it is failed. */
export const REPORT_STUCK_MS = 60 * 60 * 1000;
/** Days a built file stays downloadable; the e-mail and the notification outlive it. */
export const REPORT_KEEP_DAYS = 7;
/** Files up to this size (uncompressed) go attached to the e-mail; larger ones only by the notification. */
export const REPORT_ATTACH_LIMIT_BYTES = 5 * 1024 * 1024;

type ReportRow = typeof reportRequests.$inferSelect;

export const reportDownloadPath = (id: string) => `/api/reports/${id}/file`;

export function toReportView(row: ReportRow): ReportRequestView {
  return {
    uuid: row.id,
    reportType: row.reportType,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    email: row.email,
    rows: row.rows,
    downloadPath: row.status === 'READY' && row.fileGzip ? reportDownloadPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which report and which period, as the notification centre words them ('Relatório de vendas de …'). */
function reportVariables(row: ReportRow) {
  return {
    name: reportFileName(row.reportType, row.startDate, row.endDate),
    report: row.reportType,
    dateFrom: row.startDate,
    dateTo: row.endDate,
  };
}

/**
 * POST /reports: checks the period against today (São Paulo), records the request and queues its
 * job in the same transaction. The recipient is the signed-in user's e-mail unless `email` says.
 */
export async function requestReport(ctx: AppContext, session: Session, body: ReportRequestBody) {
  const now = ctx.clock.now();
  const issue = reportPeriodIssue(body, businessDate(now));
  if (issue) throw fieldError(issue.field, issue.message);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = theRow(
      await tx
        .insert(reportRequests)
        .values({
          sellerId: session.sellerId,
          userId: session.userId,
          email: body.email ?? session.email,
          reportType: body.reportType,
          startDate: body.startDate,
          endDate: body.endDate,
          status: 'PENDING',
          createdAt: now,
        })
        .returning(),
      'the new report request',
    );
    await ctx.jobs.send(REPORT_JOB, { id: inserted.id, sellerId: session.sellerId }, tx);
    return inserted;
  });
  return toReportView(row);
}

/** GET /reports: the user's latest requests, newest first. */
export async function listReports(ctx: AppContext, session: Session) {
  const rows = await ctx.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.sellerId, session.sellerId), eq(reportRequests.userId, session.userId)))
    .orderBy(desc(reportRequests.createdAt))
    .limit(REPORT_LIST_SIZE);
  return { content: rows.map(toReportView) };
}

/** The request could not be built (its last retry failed, or it was stuck): FAILED, and the user told. */
export async function failReport(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [failed] = await transition(tx, reportRequests, LIFECYCLES.fileRequest, {
      where: and(eq(reportRequests.sellerId, sellerId), eq(reportRequests.id, id)),
      from: 'PENDING',
      to: 'FAILED',
      set: { finishedAt: now },
    });
    if (!failed) return;
    await createNotification(tx, now, {
      sellerId: failed.sellerId,
      userId: failed.userId,
      type: 'NOTIFICATION_REPORT_FAILED',
      variables: reportVariables(failed),
    });
  });
}

/** Job: builds the CSV, stores it, puts it in the notification centre and e-mails it. */
export async function runReport(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  const [job] = await ctx.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.sellerId, sellerId), eq(reportRequests.id, id), eq(reportRequests.status, 'PENDING')));
  if (!job) return;
  const now = ctx.clock.now();
  const build = reportBuilder(job.reportType, now);
  const { gzip, bytes, rows } = await build(ctx.database, {
    sellerId: job.sellerId,
    startDate: job.startDate,
    endDate: job.endDate,
  });
  const built = await ctx.db.transaction(async (tx) => {
    const [ready] = await transition(tx, reportRequests, LIFECYCLES.fileRequest, {
      where: and(eq(reportRequests.sellerId, sellerId), eq(reportRequests.id, id)),
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
      variables: { url: reportDownloadPath(id), rows: String(rows), ...reportVariables(job) },
    });
    return true;
  });
  if (!built) return;
  const attached = bytes <= REPORT_ATTACH_LIMIT_BYTES;
  const fileName = reportFileName(job.reportType, job.startDate, job.endDate);
  await ctx.mail.queue({
    to: job.email,
    ...reportMail({
      noun: REPORT_TYPE_INFO[job.reportType].noun,
      period: `${formatDate(job.startDate)} a ${formatDate(job.endDate)}`,
      rows,
      attached,
      appUrl: `${ctx.config.publicUrl}/reports`,
    }),
    attachments: attached
      ? [{ filename: fileName, contentType: 'text/csv; charset=utf-8', content: gunzipSync(gzip).toString('base64') }]
      : undefined,
  });
}

/** The stored file of a READY report of this seller, and its name. */
export async function reportFile(ctx: AppContext, sellerId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.sellerId, sellerId), eq(reportRequests.id, id)));
  if (!row) throw notFound();
  if (row.status !== 'READY' || !row.fileGzip) throw new AppError('CSV-002');
  return { gzip: row.fileGzip, fileName: reportFileName(row.reportType, row.startDate, row.endDate) };
}

/** Job (daily): drops the files of reports built more than REPORT_KEEP_DAYS ago (the row stays). */
export async function purgeOldReports(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - REPORT_KEEP_DAYS * 86_400_000);
  const purged = await ctx.db
    .update(reportRequests)
    .set({ fileGzip: null })
    .where(and(isNotNull(reportRequests.fileGzip), lt(reportRequests.finishedAt, cutoff)))
    .returning({ id: reportRequests.id });
  return purged.length;
}

/** Job (hourly): requests still PENDING an hour after they were made lost their job for good: FAILED. */
export async function sweepStuckReports(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - REPORT_STUCK_MS);
  const stuck = await ctx.db
    .select({ id: reportRequests.id, sellerId: reportRequests.sellerId })
    .from(reportRequests)
    .where(and(eq(reportRequests.status, 'PENDING'), lt(reportRequests.createdAt, cutoff)))
    .limit(500);
  for (const { id, sellerId } of stuck) await failReport(ctx, sellerId, id);
  return stuck.length;
}
