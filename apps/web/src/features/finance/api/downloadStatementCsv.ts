import { useMutation } from '@tanstack/react-query';
import type { StatementCsvQuery } from '@cofre/contract';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';

/** GET /api/redeems/statement/csv?executionDateInitial&executionDateFinal&statementType: the period as CSV. */
export function fetchStatementCsv(query: StatementCsvQuery): Promise<Blob> {
  const params = new URLSearchParams({
    executionDateInitial: query.executionDateInitial,
    executionDateFinal: query.executionDateFinal,
  });
  if (query.statementType) params.set('statementType', query.statementType);
  return fetchApiBlob(`/redeems/statement/csv?${params.toString()}`, 'text/csv');
}

export function useDownloadStatementCsv() {
  return useMutation({
    mutationKey: ['finance', 'statementCsv'],
    mutationFn: async (query: StatementCsvQuery) => {
      const blob = await fetchStatementCsv(query);
      saveBlob(blob, `extrato-${query.executionDateInitial}-${query.executionDateFinal}.csv`);
    },
  });
}
