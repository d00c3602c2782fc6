import { messageResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

/** PATCH /api/public/users/reset-password { email }: e-mails a reset link. */
export function requestPasswordReset(body: { email: string }) {
  return apiRequest(
    '/public/users/reset-password',
    { method: 'PATCH', body, auth: 'none' },
    messageResponseSchema.optional(),
  );
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
