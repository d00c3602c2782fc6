import { REPORT_TYPE_INFO, formatDate, reportFileName } from '@cofre/contract';
import type { FileRequestKind } from '../../lib/file-requests/index.js';
import { createNotification } from '../notifications/index.js';
import { reportMail } from './mail.js';
import { reportRequests } from './tables.js';

type ReportRow = typeof reportRequests.$inferSelect;

export const reportDownloadPath = (id: string) => `/api/reports/${id}/file`;

/** 'vendas-2026-11-01-a-2026-11-23.csv': the file's name, downloaded or attached. */
export const reportFileNameOf = (row: ReportRow) => reportFileName(row.reportType, row.startDate, row.endDate);

/** A report request as a file request (lib/file-requests): its table, link, words and e-mail. */
export const reportFiles = {
  table: reportRequests,
  downloadPath: reportDownloadPath,
  fileName: reportFileNameOf,
  // As the notification centre words it: 'Relatório de vendas de …'.
  notificationVariables: (row) => ({
    name: reportFileNameOf(row),
    report: row.reportType,
    dateFrom: row.startDate,
    dateTo: row.endDate,
  }),
  readyMail: (row, file) =>
    reportMail({
      noun: REPORT_TYPE_INFO[row.reportType].noun,
      period: `${formatDate(row.startDate)} a ${formatDate(row.endDate)}`,
      rows: file.rows,
      attached: file.attached,
      appUrl: `${file.publicUrl}/reports`,
    }),
  notify: createNotification,
} satisfies FileRequestKind<ReportRow>;
