import { and, eq, isNotNull } from 'drizzle-orm';
import type { ChargeStatus, ReceivableList, ReceivableViewStatus } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { postings, receivables } from './tables.js';

/** Per receivable, what a dispute took from it (its DEBIT_CHARGEBACK postings), in centavos. */
async function heldByDispute(db: DbOrTx, sellerId: string, chargeId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ receivableId: postings.receivableId, amount: postings.amount })
    .from(postings)
    .where(
      and(
        eq(postings.chargeId, chargeId),
        eq(postings.sellerId, sellerId),
        eq(postings.statementType, 'DEBIT_CHARGEBACK'),
        isNotNull(postings.receivableId),
      ),
    );
  const held = new Map<string, number>();
  for (const row of rows) held.set(row.receivableId!, (held.get(row.receivableId!) ?? 0) - row.amount);
  return held;
}

/**
 * The Recebíveis block. What a dispute took from a receivable is shown by how the dispute stands:
 * held (HELD) while it is open, refunded (REVERSED) once lost, and paid out once won, since the
 * win credits the held money to the available balance (so that part counts as released).
 */
export async function chargeReceivables(
  db: DbOrTx,
  sellerId: string,
  chargeId: string,
  chargeStatus: ChargeStatus,
): Promise<ReceivableList> {
  const [rows, held] = await Promise.all([
    db
      .select()
      .from(receivables)
      .where(and(eq(receivables.chargeId, chargeId), eq(receivables.sellerId, sellerId)))
      .orderBy(receivables.installment),
    heldByDispute(db, sellerId, chargeId),
  ]);
  return {
    content: rows.map((row) => {
      const fromDispute = held.get(row.id) ?? 0;
      const line = {
        uuid: row.id,
        installment: row.installment,
        installments: row.installments,
        settlementDate: row.settlementDate,
        grossAmount: row.gross,
        feeAmount: row.fee,
        netAmount: row.net,
        reversedAmount: row.reversed,
        status: row.status as ReceivableViewStatus,
      };
      if (fromDispute === 0 || chargeStatus === 'CHARGEBACK') return line;
      if (chargeStatus === 'DISPUTE') return { ...line, status: 'HELD' as const };
      const reversedAmount = row.reversed - fromDispute;
      return { ...line, reversedAmount, status: row.status === 'REVERSED' ? ('RELEASED' as const) : row.status };
    }),
  };
}
