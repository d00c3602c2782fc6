import { useMutation } from '@tanstack/react-query';
import { showApiError } from '../../../lib/api';

/** A NOTIFICATION_REPORT_READY without a file name (the charges export) is saved under this name. */
export const REPORT_FILE_NAME = 'cobrancas.csv';

/**
 * GET the report's `url` (an authenticated API path such as /api/charge-exports/{uuid}/file) with
 * the bearer and save it: a plain link would reach the API without the session. The download
 * helpers load on click, so the drawer (part of every page) does not carry them.
 */
export async function downloadReport(url: string, name: string = REPORT_FILE_NAME): Promise<void> {
  const { fetchApiBlob, saveBlob } = await import('../../../lib/api/files');
  saveBlob(await fetchApiBlob(url, 'text/csv'), name);
}

/** The toast is the hook's: opening the item closes the drawer, and the item with it. */
export function useDownloadReport() {
  return useMutation({
    mutationKey: ['notifications', 'downloadReport'],
    mutationFn: ({ url, name }: { url: string; name?: string }) => downloadReport(url, name),
    onError: (error) => showApiError(error),
  });
}
