import { useQuery } from '@tanstack/react-query';
import { PIX_KEY_LOOKUP_TTL_MS, pixRecipientSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

/**
 * POST /api/payments/pix/recipient {key}: who the Pix directory says holds the key (D22: the review
 * shows it before any money moves). 422 PAY-007 not found, 503 PAY-008 the directory is down.
 */
export function lookupRecipient(key: string, signal?: AbortSignal) {
  return apiRequest('/payments/pix/recipient', { method: 'POST', body: { key }, signal }, pixRecipientSchema);
}

/** Asked while the review is open; the server keeps the answer for the payment that follows. */
export function useRecipient(key: string | null) {
  return useQuery({
    queryKey: PAYMENTS_KEYS.recipient(key ?? ''),
    queryFn: ({ signal }) => lookupRecipient(key ?? '', signal),
    enabled: key !== null,
    staleTime: PIX_KEY_LOOKUP_TTL_MS,
    retry: false,
  });
}
