import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sandboxSmsListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/sandbox/sms (sandbox only): the SMS 'sent' for the phone keys awaiting a code. The newest
 * one for `keyId`, or null when there is none; asked when the seller clicks.
 */
export function useSandboxSms() {
  return useMutation({
    mutationKey: ['sandbox', 'sms'],
    mutationFn: async (keyId: string) => {
      const { messages } = await apiRequest('/sandbox/sms', {}, sandboxSmsListSchema);
      const mine = messages.filter((message) => message.keyId === keyId);
      return mine.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0] ?? null;
    },
  });
}

/** GET /api/sandbox/sms?all=true (sandbox only): every SMS sent for the seller's phone keys, newest first. */
export const allSandboxSmsQuery = queryOptions({
  queryKey: ['sandbox', 'sms', 'all'],
  queryFn: ({ signal }) => apiRequest('/sandbox/sms', { signal, query: { all: 'true' } }, sandboxSmsListSchema),
});

export const useAllSandboxSms = () => useQuery(allSandboxSmsQuery);
