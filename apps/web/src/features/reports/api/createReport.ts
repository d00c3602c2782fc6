import { useMutation } from '@tanstack/react-query';
import { reportRequestViewSchema, type ReportRequestInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/reports: the type and the period → 202. The server builds the CSV, e-mails it to the
 * signed-in user and puts it in the notification centre (D11).
 */
export function createReport(body: ReportRequestInput) {
  return apiRequest('/reports', { method: 'POST', body }, reportRequestViewSchema);
}

export function useCreateReport() {
  return useMutation({ mutationKey: ['reports', 'create'], mutationFn: createReport });
}
