import { gzipCsv } from '../../../lib/csv.js';
import { statementCsv } from '../../statement/index.js';
import type { ReportBuilder } from '../keyset.js';

/**
 * Extrato: the statement lines of the period, newest first, exactly the file of the finance
 * screen's 'Baixar extrato' (statement/csv.ts: PostgreSQL writes it by COPY, PGlite by keyset
 * batches; columns STATEMENT_CSV_COLUMNS), piped into the report's gzip.
 */
export const statementReport: ReportBuilder = async (database, scope, batchSize) => {
  const csv = gzipCsv(null);
  await csv.pipeText(
    statementCsv(
      database,
      scope.sellerId,
      { executionDateInitial: scope.startDate, executionDateFinal: scope.endDate },
      batchSize ? { batchSize } : {},
    ),
  );
  return csv.finish();
};
