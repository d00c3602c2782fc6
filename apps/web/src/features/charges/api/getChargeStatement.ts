import { queryOptions, useQuery } from '@tanstack/react-query';
import { chargeStatementSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/redeems/statement/charge/{uuid}: the statement lines of one charge (needs `charges.statement`). */
export function getChargeStatement(id: string, signal?: AbortSignal) {
  return apiRequest(`/redeems/statement/charge/${encodeURIComponent(id)}`, { signal }, chargeStatementSchema);
}

export const chargeStatementQuery = (id: string) =>
  queryOptions({
    queryKey: ['charges', 'statement', id],
    queryFn: ({ signal }) => getChargeStatement(id, signal),
  });

/** `enabled` is the user's `charges.statement` capability: without it the endpoint is never called. */
export function useChargeStatement(id: string, enabled: boolean) {
  return useQuery({ ...chargeStatementQuery(id), enabled });
}
