import { and, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  STATEMENT_COUNT_CAP,
  toPage,
  type ChargeStatus,
  type ReceivableList,
  type ReceivableViewStatus,
  type StatementRow,
  type StatementType,
} from '@cofre/contract';
import { cappedCount } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { charges } from '../charges/tables.js';
import { postings, receivables } from './tables.js';

type PostingRow = typeof postings.$inferSelect;

/** Statement rows of postings: the amount shown is what the buyer paid for the line, the fee is its tax. */
async function toRows(db: DbOrTx, sellerId: string, lines: PostingRow[]): Promise<StatementRow[]> {
  const chargeIds = [...new Set(lines.map((line) => line.chargeId).filter((id): id is string => !!id))];
  const receivableIds = lines.map((line) => line.receivableId).filter((id): id is string => !!id);
  const [chargeRows, receivableRows] = await Promise.all([
    chargeIds.length
      ? db
          .select({ id: charges.id, buyer: charges.customerName, method: charges.paymentMethod })
          .from(charges)
          .where(and(eq(charges.sellerId, sellerId), inArray(charges.id, chargeIds)))
      : [],
    receivableIds.length
      ? db
          .select({ id: receivables.id, gross: receivables.gross, fee: receivables.fee })
          .from(receivables)
          .where(and(eq(receivables.sellerId, sellerId), inArray(receivables.id, receivableIds)))
      : [],
  ]);
  return lines.map((line) => {
    const charge = chargeRows.find((row) => row.id === line.chargeId);
    const type = line.statementType as StatementType;
    // A payment line shows the instalment's gross with its fee; reversals show what they moved.
    const receivable =
      type === 'CREDIT_PAYMENT' ? receivableRows.find((row) => row.id === line.receivableId) : undefined;
    return {
      id: String(line.id),
      executionDate: line.effectiveDate,
      statementType: type,
      isChargeback: type === 'DEBIT_CHARGEBACK',
      isRefund: type === 'DEBIT_REFUND',
      buyer: charge?.buyer ?? null,
      amount: Math.abs(receivable ? receivable.gross : line.amount),
      creditOperation: line.amount >= 0,
      operation: line.operation ?? '',
      tax: receivable && receivable.fee > 0 ? { amount: receivable.fee, creditOperation: false } : null,
      uuidCharge: line.chargeId,
      providerType: charge?.method ?? null,
      subSellers: [],
    };
  });
}

export interface StatementFilter {
  executionDateInitial?: string;
  executionDateFinal?: string;
  statementType?: StatementType;
  page: number;
  size: number;
}

/** GET /redeems/statement: the seller's money movements, newest execution date first, from the ledger. */
export async function statementPage(db: DbOrTx, sellerId: string, filter: StatementFilter) {
  const where = and(
    eq(postings.sellerId, sellerId),
    isNotNull(postings.statementType),
    filter.executionDateInitial ? gte(postings.effectiveDate, filter.executionDateInitial) : undefined,
    filter.executionDateFinal ? lte(postings.effectiveDate, filter.executionDateFinal) : undefined,
    filter.statementType ? eq(postings.statementType, filter.statementType) : undefined,
  );
  const [lines, { total, capped }] = await Promise.all([
    db
      .select()
      .from(postings)
      .where(where)
      .orderBy(desc(postings.effectiveDate), desc(postings.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    cappedCount(db, postings, where, STATEMENT_COUNT_CAP),
  ]);
  const content = await toRows(db, sellerId, lines);
  return { ...toPage(content, filter.page, filter.size, total), capped };
}

/** GET /redeems/statement/charge/{id}: every statement line of one charge, by execution date. */
export async function chargeStatement(db: DbOrTx, sellerId: string, chargeId: string) {
  const lines = await db
    .select()
    .from(postings)
    .where(and(eq(postings.chargeId, chargeId), eq(postings.sellerId, sellerId), isNotNull(postings.statementType)))
    .orderBy(postings.effectiveDate, postings.id);
  return { content: await toRows(db, sellerId, lines) };
}

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
