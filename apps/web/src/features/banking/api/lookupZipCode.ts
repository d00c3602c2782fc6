import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { zipAddressSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/zip-codes/{zipCode} (404 LOOKUP-002, 503 LOOKUP-003). The clients feature asks the same
 * endpoint under the same query key, so a CEP asked on either screen is asked once; its hook is not
 * part of the clients feature's public surface.
 */
export function lookupZipCode(zipCode: string, signal?: AbortSignal) {
  return apiRequest(`/zip-codes/${encodeURIComponent(zipCode)}`, { signal }, zipAddressSchema);
}

export function useLookupZipCode() {
  const queryClient = useQueryClient();
  return (zipCode: string) =>
    queryClient.fetchQuery(
      queryOptions({
        queryKey: ['lookups', 'zipCode', zipCode],
        queryFn: ({ signal }) => lookupZipCode(zipCode, signal),
        staleTime: Infinity,
        retry: false,
      }),
    );
}
