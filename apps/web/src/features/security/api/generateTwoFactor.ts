import { useMutation } from '@tanstack/react-query';
import { twoFactorGenerateResponseSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** POST /api/twofactor/generate: a new pending secret, its otpauth URI and QR code (replaces any earlier one). */
export function useGenerateTwoFactor() {
  return useMutation({
    mutationKey: ['security', 'twoFactor', 'generate'],
    mutationFn: () => apiRequest('/twofactor/generate', { method: 'POST' }, twoFactorGenerateResponseSchema),
  });
}
