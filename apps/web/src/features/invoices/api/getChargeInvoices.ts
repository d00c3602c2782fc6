import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** How often the list is read again while an invoice waits for the municipal system. */
export const INVOICE_POLL_MS = 1_500;

/** GET /api/charges/{uuid}/invoices → {content}, newest first (needs `charges.invoices`). */
export function getChargeInvoices(id: string, signal?: AbortSignal) {
  return apiRequest(`/charges/${encodeURIComponent(id)}/invoices`, { signal }, invoiceListSchema);
}

export const chargeInvoicesQuery = (id: string) =>
  queryOptions({
    queryKey: ['charges', 'invoices', id],
    queryFn: ({ signal }) => getChargeInvoices(id, signal),
    // An invoice sent to the municipal system is authorized or rejected by a background job.
    refetchInterval: (query) =>
      query.state.data?.content.some((invoice) => invoice.status === 'SEND_INVOICE_SYSTEM') ? INVOICE_POLL_MS : false,
  });

/** `enabled` is the user's `charges.invoices` capability: without it the endpoint is never called. */
export function useChargeInvoices(id: string, enabled: boolean) {
  return useQuery({ ...chargeInvoicesQuery(id), enabled });
}
