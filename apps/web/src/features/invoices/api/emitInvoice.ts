import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { chargeInvoicesQuery } from './getChargeInvoices';

/** POST /api/charges/{uuid}/invoices → 202 the invoice, SEND_INVOICE_SYSTEM until the job decides. */
export function emitInvoice(id: string) {
  return apiRequest(`/charges/${encodeURIComponent(id)}/invoices`, { method: 'POST' }, invoiceSchema);
}

/** 'Adiantar Emissão de NF' and 'Emitir Novamente'; the list then polls until the invoice is decided. */
export function useEmitInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'emitInvoice', id],
    mutationFn: () => emitInvoice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chargeInvoicesQuery(id).queryKey }),
  });
}
