import { and, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  STATEMENT_COUNT_CAP,
  STATEMENT_TAB_RANGES,
  toPage,
  type PaymentMethod,
  type StatementRow,
  type StatementTab,
  type StatementType,
} from '@cofre/contract';
import { addDays } from '../../lib/business-date.js';
import { cappedCount } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { charges } from '../charges/tables.js';
import { postings, receivables, subSellerReceivables } from '../ledger/tables.js';
import { subSellers } from '../sub-sellers/tables.js';

/*
 * The seller's statement (extrato): the ledger's postings as the seller reads them, each with the
 * buyer and method of its charge. It reads both the ledger and charges, so it is a module above
 * both (docs/architecture.md, "Modules"), and the ledger stays below charges.
 */

type PostingRow = typeof postings.$inferSelect;

/** Statement rows of postings: the amount shown is what the buyer paid for the line, the fee is its tax. */
export async function toRows(db: DbOrTx, sellerId: string, lines: PostingRow[]): Promise<StatementRow[]> {
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
  // Maps, not find(): a CSV batch is 2,000 lines (find made it 4 million comparisons a batch).
  const chargeById = new Map(chargeRows.map((row) => [row.id, row]));
  const receivableById = new Map(receivableRows.map((row) => [row.id, row]));
  const splits = await splitRowsOf(db, sellerId, lines);
  return lines.map((line) => ({
    ...toRow(
      line,
      line.chargeId ? chargeById.get(line.chargeId) : undefined,
      line.receivableId ? receivableById.get(line.receivableId) : undefined,
    ),
    subSellers: splits.get(line.id) ?? [],
  }));
}

/**
 * The sub-sellers' lines of a split sale beneath their row (spec 1 §2.9, 'operation - Split - name'):
 * a payment's shares under the instalment they come from; a refund's or dispute's take-back under
 * the first row of its entry on the page.
 */
async function splitRowsOf(db: DbOrTx, sellerId: string, lines: PostingRow[]) {
  const byLine = new Map<number, StatementRow['subSellers']>();
  const entryIds = [...new Set(lines.filter((line) => line.chargeId).map((line) => line.entryId))];
  if (entryIds.length === 0) return byLine;
  const subLines = await db
    .select({
      entryId: postings.entryId,
      amount: postings.amount,
      operation: postings.operation,
      name: subSellers.name,
      ofReceivable: subSellerReceivables.receivableId,
    })
    .from(postings)
    .innerJoin(subSellers, and(eq(subSellers.id, postings.subSellerId), eq(subSellers.sellerId, postings.sellerId)))
    .leftJoin(
      subSellerReceivables,
      and(eq(subSellerReceivables.id, postings.receivableId), eq(subSellerReceivables.sellerId, postings.sellerId)),
    )
    .where(and(eq(postings.sellerId, sellerId), inArray(postings.entryId, entryIds), isNotNull(postings.subSellerId)))
    .orderBy(postings.id);
  if (subLines.length === 0) return byLine;
  const firstOfEntry = new Map<string, number>();
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    if (!firstOfEntry.has(line.entryId)) firstOfEntry.set(line.entryId, line.id);
  }
  const paymentLine = new Map(
    lines
      .filter((line) => line.statementType === 'CREDIT_PAYMENT' && line.receivableId)
      .map((line) => [`${line.entryId}:${line.receivableId}`, line.id]),
  );
  for (const sub of subLines) {
    const target = paymentLine.get(`${sub.entryId}:${sub.ofReceivable}`) ?? firstOfEntry.get(sub.entryId);
    if (target === undefined) continue;
    const list = byLine.get(target) ?? [];
    list.push({
      name: sub.name,
      amount: Math.abs(sub.amount),
      creditOperation: sub.amount >= 0,
      operation: sub.operation ?? '',
    });
    byLine.set(target, list);
  }
  return byLine;
}

/** What a statement line shows of its charge and of its receivable (an instalment). */
export interface LineCharge {
  buyer: string;
  method: PaymentMethod;
}
export interface LineReceivable {
  gross: number;
  fee: number;
}

/** One posting as a statement row, given its charge and receivable when it has them. */
export function toRow(
  line: Pick<PostingRow, 'id' | 'effectiveDate' | 'statementType' | 'amount' | 'operation' | 'chargeId'>,
  charge: LineCharge | undefined,
  receivableOfLine: LineReceivable | undefined,
): StatementRow {
  const type = line.statementType as StatementType;
  // A payment line shows the instalment's gross with its fee; reversals show what they moved.
  const receivable = type === 'CREDIT_PAYMENT' ? receivableOfLine : undefined;
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
}

export interface StatementFilter {
  executionDateInitial?: string;
  executionDateFinal?: string;
  statementType?: StatementType;
  tab?: StatementTab;
  page: number;
  size: number;
}

/**
 * A finance tab's filter (spec 3 §2, §9): its default range from `today` when no date is given
 * (Extrato the last 30 days, Lançamentos futuros tomorrow + 60, Antecipações tomorrow + 360), and the
 * Antecipações tab lists anticipated credits only.
 */
export function tabFilter(filter: StatementFilter, today: string): StatementFilter {
  if (!filter.tab) return filter;
  const range = STATEMENT_TAB_RANGES[filter.tab];
  const noDates = !filter.executionDateInitial && !filter.executionDateFinal;
  return {
    ...filter,
    executionDateInitial: noDates ? addDays(today, range.fromDays) : filter.executionDateInitial,
    executionDateFinal: noDates ? addDays(today, range.toDays) : filter.executionDateFinal,
    statementType: filter.tab === 'ANTECIPACOES' ? 'CREDIT_ANTICIPATED' : filter.statementType,
  };
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
