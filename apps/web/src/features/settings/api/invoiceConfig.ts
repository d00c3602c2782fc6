import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceConfigSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const invoiceConfigQuery = queryOptions({
  queryKey: ['settings', 'invoiceConfig'],
  queryFn: ({ signal }) => apiRequest('/sellers/invoice-config', { signal }, invoiceConfigSchema),
});

export const useInvoiceConfig = () => useQuery(invoiceConfigQuery);

/** PATCH /api/sellers/invoice-config {active: false}: automatic invoices off (on again only via support). */
export function useDeactivateInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'invoiceConfig', 'off'],
    mutationFn: () =>
      apiRequest('/sellers/invoice-config', { method: 'PATCH', body: { active: false } }, invoiceConfigSchema),
    onSuccess: async (saved) => {
      queryClient.setQueryData(invoiceConfigQuery.queryKey, saved);
      // The charge and subscription details offer invoices by this flag.
      await queryClient.invalidateQueries({ queryKey: ['charges'] });
      await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    },
  });
}
