import { useMutation } from '@tanstack/react-query';
import { chargeExportSchema, type ChargeExportCreateInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/charge-exports: the list's filters with both due dates, and the recipient → 202. The
 * server e-mails the CSV and puts it in the notification centre when it is ready (D11).
 */
export function createChargeExport(body: ChargeExportCreateInput) {
  return apiRequest('/charge-exports', { method: 'POST', body }, chargeExportSchema);
}

export function useCreateChargeExport() {
  return useMutation({
    mutationKey: ['charges', 'export'],
    mutationFn: createChargeExport,
  });
}
