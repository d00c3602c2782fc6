import { queryOptions, useQuery } from '@tanstack/react-query';
import { subdomainAvailabilitySchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/subdomains/{subDomain}/exists: the seller's own subdomain counts as available. */
export function checkSubdomain(subDomain: string, signal?: AbortSignal) {
  return apiRequest(`/subdomains/${encodeURIComponent(subDomain)}/exists`, { signal }, subdomainAvailabilitySchema);
}

export const subdomainQuery = (subDomain: string) =>
  queryOptions({
    queryKey: ['checkouts', 'subdomain', subDomain],
    queryFn: ({ signal }) => checkSubdomain(subDomain, signal),
    // Another seller may take it meanwhile: a minute-old answer is asked again.
    staleTime: 60_000,
  });

/** Null asks nothing (an empty or malformed subdomain, or the seller's own). */
export function useSubdomainAvailability(subDomain: string | null) {
  return useQuery({ ...subdomainQuery(subDomain ?? ''), enabled: subDomain !== null });
}
