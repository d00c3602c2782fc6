import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const twoFactorStatusQuery = queryOptions({
  queryKey: ['security', 'twoFactor'],
  queryFn: ({ signal }) => apiRequest('/twofactor/status', { signal }, twoFactorStatusSchema),
});

/** GET /api/twofactor/status: the signed-in user's own two-factor state. */
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);
