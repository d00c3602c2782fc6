import { formatDate } from '@cofre/contract';
import type { FileRequestKind } from '../../lib/file-requests/index.js';
import { createNotification } from '../notifications/index.js';
import { chargeExportMail } from './mail.js';
import { chargeExports } from './tables.js';

type ExportRecord = typeof chargeExports.$inferSelect;

/** The report a notification speaks of: the one kind of export there is so far. */
const CHARGES_REPORT = 'CHARGES';
/** The export's file, as downloaded and as attached. */
export const EXPORT_FILE_NAME = 'cobrancas.csv';

export const exportDownloadPath = (id: string) => `/api/charge-exports/${id}/file`;

/** The due dates the export was asked for (both required by the request). */
const dueDate = (value: unknown) => (typeof value === 'string' ? value : '');

/** The charges export as a file request (lib/file-requests): its table, link, words and e-mail. */
export const chargeExportFiles = {
  table: chargeExports,
  downloadPath: exportDownloadPath,
  fileName: () => EXPORT_FILE_NAME,
  // As the notification centre words it: 'Relatório de cobranças, vencimento 01/06/2026 a 30/09/2026'.
  notificationVariables: ({ filters }) => ({
    name: EXPORT_FILE_NAME,
    report: CHARGES_REPORT,
    dateFrom: dueDate(filters.expirationDateInitial),
    dateTo: dueDate(filters.expirationDateFinal),
  }),
  readyMail: ({ filters }, file) =>
    chargeExportMail({
      rows: file.rows,
      period: `${formatDate(String(filters.expirationDateInitial))} a ${formatDate(String(filters.expirationDateFinal))}`,
      attached: file.attached,
      appUrl: `${file.publicUrl}/cobrancas`,
    }),
  notify: createNotification,
} satisfies FileRequestKind<ExportRecord>;
