import { sessionResponseSchema, type SessionResponse } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

export interface VerifyTwoFactorInput {
  pin: string;
  /** The short-lived token of the two-factor challenge, sent as bearer. */
  challengeToken: string;
}

/** POST /api/twofactor/verify { pin, type: 'WEB' } with the challenge token as bearer. */
export function verifyTwoFactor({ pin, challengeToken }: VerifyTwoFactorInput): Promise<SessionResponse> {
  return apiRequest(
    '/twofactor/verify',
    { method: 'POST', body: { pin, type: 'WEB' }, auth: { bearer: challengeToken } },
    sessionResponseSchema,
  );
}

export function useVerifyTwoFactor() {
  return useAction(verifyTwoFactor);
}
