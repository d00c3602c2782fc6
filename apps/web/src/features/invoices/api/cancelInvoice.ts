import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_CANCEL_RELOAD_MS } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { chargeInvoicesQuery } from './getChargeInvoices';

/** DELETE /api/charges/{uuid}/invoices/{invoiceUuid} → 204 (AUTHORIZED only, else 409 NF-002). */
export function cancelInvoice(id: string, invoiceId: string) {
  return apiRequest<void>(`/charges/${encodeURIComponent(id)}/invoices/${encodeURIComponent(invoiceId)}`, {
    method: 'DELETE',
  });
}

/** The section reloads INVOICE_CANCEL_RELOAD_MS after a cancellation (spec 1 §8, §9). */
export function useCancelInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'cancelInvoice', id],
    mutationFn: (invoiceId: string) => cancelInvoice(id, invoiceId),
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: chargeInvoicesQuery(id).queryKey }),
        INVOICE_CANCEL_RELOAD_MS,
      );
    },
  });
}
