import { useMutation } from '@tanstack/react-query';
import { accountPixKeySchema, type AccountPixKeyCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useRefreshPixKeys } from './pixKeys';

/**
 * POST /api/banking/pix-keys → 201 ACTIVE, or 202: a phone key AWAITING_CODE (an SMS was sent), any
 * other REGISTERING (the directory's answer is late; a job settles it). 409 BNK-008…BNK-012, 503 BNK-015.
 */
export function createPixKey(body: AccountPixKeyCreate) {
  return apiRequest('/banking/pix-keys', { method: 'POST', body }, accountPixKeySchema);
}

export function useCreatePixKey() {
  const refresh = useRefreshPixKeys();
  return useMutation({
    mutationKey: ['banking', 'pixKeys', 'create'],
    mutationFn: createPixKey,
    onSettled: refresh,
  });
}
