import { messageResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

/** PATCH /api/public/password-tokens { token, newPassword }. */
export function setNewPassword(body: { token: string; newPassword: string }) {
  return apiRequest(
    '/public/password-tokens',
    { method: 'PATCH', body, auth: 'none' },
    messageResponseSchema.optional(),
  );
}

export function useSetNewPassword() {
  return useAction(setNewPassword);
}
