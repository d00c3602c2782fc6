import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalListSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/sellers/transfers/approve: the withdrawals in processing, up to 50, newest first. */
export function listProcessingTransfers(signal?: AbortSignal) {
  return apiRequest('/sellers/transfers/approve', { signal }, withdrawalListSchema);
}

export const processingTransfersQuery = () =>
  queryOptions({
    queryKey: ['finance', 'transfers', 'processing'],
    queryFn: ({ signal }) => listProcessingTransfers(signal),
  });

/** Loaded only while the modal is open. */
export function useProcessingTransfers(enabled: boolean) {
  return useQuery({ ...processingTransfersQuery(), enabled });
}
