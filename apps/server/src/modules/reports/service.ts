import { and, desc, eq } from 'drizzle-orm';
import { REPORT_LIST_SIZE, reportPeriodIssue, type ReportRequestBody, type ReportRequestView } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import * as fileRequests from '../../lib/file-requests/index.js';
import type { Session } from '../../plugins/types.js';
import { reportBuilder } from './builders/index.js';
import { reportDownloadPath, reportFileNameOf, reportFiles } from './files.js';
import { reportRequests } from './tables.js';

export const REPORT_JOB = 'reports.generate';
export const SWEEP_REPORTS_JOB = 'reports.sweep';
export const PURGE_REPORTS_JOB = 'reports.purge';

type ReportRow = typeof reportRequests.$inferSelect;

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

/**
 * POST /reports: checks the period against today (São Paulo), records the request and queues its
 * job in the same transaction. The recipient is the signed-in user's e-mail unless `email` says.
 */
export async function requestReport(ctx: AppContext, session: Session, body: ReportRequestBody) {
  const now = ctx.clock.now();
  const issue = reportPeriodIssue(body, businessDate(now));
  if (issue) throw fieldError(issue.field, issue.message);
  const row = await fileRequests.record(
    ctx,
    reportFiles,
    {
      sellerId: session.sellerId,
      userId: session.userId,
      email: body.email ?? session.email,
      reportType: body.reportType,
      startDate: body.startDate,
      endDate: body.endDate,
      createdAt: now,
    },
    (tx, inserted) => ctx.jobs.send(REPORT_JOB, { id: inserted.id, sellerId: session.sellerId }, tx),
  );
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

/** The request could not be built (its last retry failed): FAILED, and the user told. */
export function failReport(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  return fileRequests.fail(ctx, reportFiles, { id, sellerId });
}

/** Job: builds the CSV, stores it, puts it in the notification centre and e-mails it. */
export function runReport(ctx: AppContext, sellerId: string, id: string): Promise<void> {
  return fileRequests.complete(ctx, reportFiles, { id, sellerId }, (job, now, source) =>
    reportBuilder(job.reportType, now)(source, {
      sellerId: job.sellerId,
      startDate: job.startDate,
      endDate: job.endDate,
    }),
  );
}

/** The stored file of a READY report of this seller, and its name. */
export async function reportFile(ctx: AppContext, sellerId: string, id: string) {
  const { gzip, row } = await fileRequests.readyFile(ctx, reportFiles, sellerId, id);
  return { gzip, fileName: reportFileNameOf(row) };
}

/** Job (daily): drops the files of reports built more than 7 days ago (the row stays). */
export function purgeOldReports(ctx: AppContext): Promise<number> {
  return fileRequests.purgeOldFiles(ctx, reportFiles);
}

/** Job (hourly): requests still PENDING an hour after they were made lost their job for good: FAILED. */
export function sweepStuckReports(ctx: AppContext): Promise<number> {
  return fileRequests.failStuck(ctx, reportFiles);
}
