import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { companySchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/public/companies/{cnpj}: the registry's data for a CNPJ (404 LOOKUP-001, 503 LOOKUP-003). */
export function lookupCompany(cnpj: string, signal?: AbortSignal) {
  return apiRequest(`/public/companies/${encodeURIComponent(cnpj)}`, { signal }, companySchema);
}

/** A registry answer does not change within a session: asked once per CNPJ. */
export const companyQuery = (cnpj: string) =>
  queryOptions({
    queryKey: ['lookups', 'company', cnpj],
    queryFn: ({ signal }) => lookupCompany(cnpj, signal),
    staleTime: Infinity,
    retry: false,
  });

/** Imperative: the form asks when a valid CNPJ is typed, not on every render. */
export function useLookupCompany() {
  const queryClient = useQueryClient();
  return (cnpj: string) => queryClient.fetchQuery(companyQuery(cnpj));
}
