import { useMutation } from '@tanstack/react-query';
import { accountPixKeySchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { keyPath, useRefreshPixKeys } from './pixKeys';

/**
 * POST /api/banking/pix-keys/{id}/confirmation {code} → 201/202 like the creation; 400 BNK-013 a wrong
 * code (the key still waits), 409 BNK-014 expired or too many tries (the key is cancelled).
 */
export function confirmPixKey({ id, code }: { id: string; code: string }) {
  return apiRequest(`${keyPath(id)}/confirmation`, { method: 'POST', body: { code } }, accountPixKeySchema);
}

export function useConfirmPixKey() {
  const refresh = useRefreshPixKeys();
  return useMutation({
    mutationKey: ['banking', 'pixKeys', 'confirm'],
    mutationFn: confirmPixKey,
    onSettled: refresh,
  });
}
