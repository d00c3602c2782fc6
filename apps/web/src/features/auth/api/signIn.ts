import { signInResponseSchema, type SignInRequest, type SignInResponse } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { useAction } from '../../../lib/useAction';

/** POST /api/public/auth/sign-in: a session, or a two-factor challenge. */
export function signIn(body: SignInRequest): Promise<SignInResponse> {
  return apiRequest('/public/auth/sign-in', { method: 'POST', body, auth: 'none' }, signInResponseSchema);
}

export function useSignIn() {
  return useAction(signIn);
}
