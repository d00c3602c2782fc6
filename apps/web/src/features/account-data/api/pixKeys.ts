import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPixKeyListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/banking/pix-keys: the account's keys and the limit, or `configured: false` (not ACTIVE). */
export const accountPixKeysQuery = queryOptions({
  queryKey: ['banking', 'pixKeys'],
  queryFn: ({ signal }) => apiRequest('/banking/pix-keys', { signal }, accountPixKeyListSchema),
});

export const useAccountPixKeys = () => useQuery(accountPixKeysQuery);

/** After any change: the list is the server's (a key settles, a place frees up). */
export function useRefreshPixKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountPixKeysQuery.queryKey });
}

export const keyPath = (id: string) => `/banking/pix-keys/${encodeURIComponent(id)}`;
