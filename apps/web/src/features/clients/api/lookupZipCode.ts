import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { zipAddressSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/zip-codes/{zipCode} (8 digits; 404 LOOKUP-002 'Cep inválido.', 503 LOOKUP-003). */
export function lookupZipCode(zipCode: string, signal?: AbortSignal) {
  return apiRequest(`/zip-codes/${encodeURIComponent(zipCode)}`, { signal }, zipAddressSchema);
}

export const zipCodeQuery = (zipCode: string) =>
  queryOptions({
    queryKey: ['lookups', 'zipCode', zipCode],
    queryFn: ({ signal }) => lookupZipCode(zipCode, signal),
    staleTime: Infinity,
    retry: false,
  });

/** Imperative: the address form asks when a complete CEP is typed (or left, on the detail screen). */
export function useLookupZipCode() {
  const queryClient = useQueryClient();
  return (zipCode: string) => queryClient.fetchQuery(zipCodeQuery(zipCode));
}
