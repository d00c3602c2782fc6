import { invitationSchema, type InvitationAcceptRequest } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

/** POST /api/public/invitations/lookup { token }: the store, who invited and the invited e-mail. */
export function lookupInvitation(token: string) {
  return apiRequest('/public/invitations/lookup', { method: 'POST', body: { token }, auth: 'none' }, invitationSchema);
}

/** POST /api/public/invitations/acceptance { token, newPassword } (204): the first password. */
export function acceptInvitation(body: InvitationAcceptRequest) {
  return apiRequest<unknown>('/public/invitations/acceptance', { method: 'POST', body, auth: 'none' });
}

export function useAcceptInvitation() {
  return useAction(acceptInvitation);
}
