import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEnabledResponseSchema, type TwoFactorEnabledRequest } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { twoFactorStatusQuery } from './twoFactorStatus';

/**
 * POST /api/twofactor/enabled { enabled, code } (a JSON body, never a query): turns two-factor on
 * (answering the recovery codes once) or off; the switch follows the answer.
 */
export function useSetTwoFactorEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['security', 'twoFactor', 'enabled'],
    mutationFn: (body: TwoFactorEnabledRequest) =>
      apiRequest('/twofactor/enabled', { method: 'POST', body }, twoFactorEnabledResponseSchema),
    onSuccess: ({ enabled, recoveryCodesLeft }) => {
      queryClient.setQueryData(twoFactorStatusQuery.queryKey, { enabled, recoveryCodesLeft });
    },
  });
}
