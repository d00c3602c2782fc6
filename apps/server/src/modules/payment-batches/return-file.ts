import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { parseCnab240, writeReturnFile, type OccurrenceCode } from '../../lib/cnab/index.js';
import { paymentBatchLines } from './tables.js';
import type { PaymentBatchRow } from './upload.js';

/**
 * The CNAB 240 return file (arquivo retorno) the seller's ERP reads back (D4): the file it sent,
 * marked as a return, each payment line with its outcome's FEBRABAN occurrence code (00 paid, BD/CE
 * in process or scheduled, 01 no balance, PA not made, the validation codes for invalid lines).
 * Only for a well-formed file whose batch started (PAY-036 before).
 */
export async function batchReturnFile(db: DbOrTx, batch: PaymentBatchRow): Promise<string> {
  if (!batch.wellFormed || (batch.status !== 'processing' && batch.status !== 'completed')) {
    throw new AppError('PAY-036');
  }
  const lines = await db
    .select({ line: paymentBatchLines.line, occurrence: paymentBatchLines.occurrence })
    .from(paymentBatchLines)
    .where(
      and(
        eq(paymentBatchLines.sellerId, batch.sellerId),
        eq(paymentBatchLines.batchId, batch.id),
        isNotNull(paymentBatchLines.occurrence),
      ),
    );
  const outcomes = new Map(lines.map((row) => [row.line, row.occurrence as OccurrenceCode]));
  return writeReturnFile(parseCnab240(batch.content), outcomes);
}
