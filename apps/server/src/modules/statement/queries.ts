import { and, desc, eq, gte, inArray, isNotNull, lte, sql, type Placeholder } from 'drizzle-orm';
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
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { charges } from '../charges/index.js';
import { postings, receivables, subSellerReceivables } from '../ledger/index.js';
import { subSellers } from '../sub-sellers/index.js';

/*
 * The seller's statement (extrato): the ledger's postings as the seller reads them, each with the
 * buyer and method of its charge. It reads both the ledger and charges, so it is a module above
 * both (docs/architecture.md, "Modules"), and the ledger stays below charges.
 */

type PostingRow = typeof postings.$inferSelect;
/** What splitRowsOf reads of the page's lines. */
type SplitLine = Pick<PostingRow, 'id' | 'entryId' | 'chargeId' | 'statementType' | 'receivableId'>;

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
async function splitRowsOf(db: DbOrTx, sellerId: string, lines: SplitLine[]) {
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

type Bound<T> = T | Placeholder;

/** The statement's conditions, with the filter's values or with placeholders for them (a statement built once). */
function statementWhere(
  sellerId: Bound<string>,
  filter: {
    executionDateInitial?: Bound<string>;
    executionDateFinal?: Bound<string>;
    statementType?: Bound<StatementType>;
  },
) {
  return and(
    eq(postings.sellerId, sellerId),
    isNotNull(postings.statementType),
    filter.executionDateInitial ? gte(postings.effectiveDate, filter.executionDateInitial) : undefined,
    filter.executionDateFinal ? lte(postings.effectiveDate, filter.executionDateFinal) : undefined,
    filter.statementType ? eq(postings.statementType, filter.statementType) : undefined,
  );
}

/**
 * A page of the statement in one statement: the page's postings (newest execution date first) with
 * their charge's buyer and method and their receivable's gross and fee, the total counted up to the
 * cap once (a subquery without correlation), and whether the line's entry has sub-sellers' lines.
 * Built once per database handle and filter shape (which of the dates and type are given): it was
 * three round trips of five statements, each built anew by drizzle.
 */
const pageStatements = builtOnce(() => new Map<string, ReturnType<typeof buildPageStatement>>());
function buildPageStatement(db: Db, shape: StatementFilter, name: string) {
  const sellerId = sql.placeholder('sellerId');
  const where = statementWhere(sellerId, {
    executionDateInitial: shape.executionDateInitial ? sql.placeholder('from') : undefined,
    executionDateFinal: shape.executionDateFinal ? sql.placeholder('to') : undefined,
    statementType: shape.statementType ? sql.placeholder('type') : undefined,
  });
  const page = db
    .$with('page')
    .as(
      db
        .select()
        .from(postings)
        .where(where)
        .orderBy(desc(postings.effectiveDate), desc(postings.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  const total = sql<number>`(select count(*)::int from (select 1 from ${postings} where ${where} limit ${sql.placeholder('countLimit')}) matches)`;
  const split = sql<boolean>`exists (select 1 from ${postings} where ${postings.entryId} = ${page.entryId} and ${postings.subSellerId} is not null and ${postings.sellerId} = ${sellerId})`;
  return db
    .with(page)
    .select({
      line: {
        id: page.id,
        entryId: page.entryId,
        effectiveDate: page.effectiveDate,
        statementType: page.statementType,
        amount: page.amount,
        operation: page.operation,
        chargeId: page.chargeId,
        receivableId: page.receivableId,
      },
      buyer: charges.customerName,
      method: charges.paymentMethod,
      gross: receivables.gross,
      fee: receivables.fee,
      total: total.mapWith(Number),
      split,
    })
    .from(page)
    .leftJoin(charges, and(eq(charges.sellerId, sellerId), eq(charges.id, page.chargeId)))
    .leftJoin(receivables, and(eq(receivables.sellerId, sellerId), eq(receivables.id, page.receivableId)))
    .orderBy(desc(page.effectiveDate), desc(page.id))
    .prepare(name);
}

/** GET /redeems/statement: the seller's money movements, newest execution date first, from the ledger. */
export async function statementPage(db: Db, sellerId: string, filter: StatementFilter) {
  const shape = `${!!filter.executionDateInitial} ${!!filter.executionDateFinal} ${!!filter.statementType}`;
  const built = pageStatements(db);
  let statement = built.get(shape);
  if (!statement) {
    statement = buildPageStatement(db, filter, `statement_page_${built.size + 1}`);
    built.set(shape, statement);
  }
  const found = await statement.execute({
    sellerId,
    from: filter.executionDateInitial,
    to: filter.executionDateFinal,
    type: filter.statementType,
    limit: filter.size,
    offset: filter.page * filter.size,
    countLimit: STATEMENT_COUNT_CAP + 1,
  });
  const counted = found[0]?.total;
  // Past the last page no row carries the total: it is counted alone.
  const { total, capped } =
    counted === undefined
      ? await cappedCount(db, postings, statementWhere(sellerId, filter), STATEMENT_COUNT_CAP)
      : counted > STATEMENT_COUNT_CAP
        ? { total: STATEMENT_COUNT_CAP, capped: true }
        : { total: counted, capped: false };
  const lines = found.map((row) => row.line);
  // The sub-sellers' lines are read only when one of the page's entries has some.
  const splits = found.some((row) => row.split && row.line.chargeId)
    ? await splitRowsOf(db, sellerId, lines)
    : new Map<number, StatementRow['subSellers']>();
  const content = found.map((row) => ({
    ...toRow(
      row.line,
      row.line.chargeId && row.buyer !== null ? { buyer: row.buyer, method: row.method! } : undefined,
      row.line.receivableId && row.gross !== null ? { gross: row.gross, fee: row.fee! } : undefined,
    ),
    subSellers: splits.get(row.line.id) ?? [],
  }));
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
