import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statementPageSchema, STATEMENT_PAGE_SIZE, type StatementTab } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export interface StatementParams {
  tab: StatementTab;
  /** yyyy-MM-dd; without them the server applies the tab's default range. */
  executionDateInitial: string | null;
  executionDateFinal: string | null;
  /** 0-based. */
  page: number;
}

/** GET /api/redeems/statement?tab&executionDateInitial&executionDateFinal&page&size (10 a page). */
export function getStatement(params: StatementParams, signal?: AbortSignal) {
  return apiRequest(
    '/redeems/statement',
    { query: { ...params, size: STATEMENT_PAGE_SIZE }, signal },
    statementPageSchema,
  );
}

export const statementQuery = (params: StatementParams) =>
  queryOptions({
    queryKey: ['finance', 'statement', params],
    queryFn: ({ signal }) => getStatement(params, signal),
  });

/** The table keeps the previous page on screen while the next one loads. */
export function useStatement(params: StatementParams, enabled: boolean) {
  return useQuery({ ...statementQuery(params), enabled, placeholderData: keepPreviousData });
}
