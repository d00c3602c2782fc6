import { and, asc, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  CHARGE_BROAD_SEARCH_COUNT_CAP,
  CHARGE_COUNT_CAP,
  CHARGE_TAB_STATUSES,
  type ChargeListFilter,
  type ChargeStatus,
  cents,
} from '@cofre/contract';
import { cappedCount } from '../../db/capped-count.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { containsPattern, escapeLike } from '../../lib/search.js';
import { chargeCounts, chargeCustomers, charges, chargeTitles } from './tables.js';

export type ChargeRecord = typeof charges.$inferSelect;

/** Trigram search needs three characters; shorter terms match the start of the text. */
const likePattern = (raw: string) => containsPattern(raw) ?? '%';

/** Beyond this many charges a search walks the list's sort order and filters; below it, fetches them by index. */
export const SEARCH_WALK_THRESHOLD = 5_000;

type SearchDimension = {
  table: typeof chargeCustomers | typeof chargeTitles;
  sellerId: typeof chargeCustomers.sellerId | typeof chargeTitles.sellerId;
  value: typeof chargeCustomers.nameSearch | typeof chargeTitles.titleSearch;
  charges: typeof chargeCustomers.charges | typeof chargeTitles.charges;
  /** What the dimension row gives to find charges, and the charge column it matches. */
  key: SQL;
  chargeKey: SQL;
  chargeValue: typeof charges.nameSearch | typeof charges.titleSearch;
};

const dimensions = {
  name: {
    table: chargeCustomers,
    sellerId: chargeCustomers.sellerId,
    value: chargeCustomers.nameSearch,
    charges: chargeCustomers.charges,
    key: sql`${chargeCustomers.document} COLLATE "C"`,
    chargeKey: sql`${charges.customerDocument} COLLATE "C"`,
    chargeValue: charges.nameSearch,
  },
  title: {
    table: chargeTitles,
    sellerId: chargeTitles.sellerId,
    value: chargeTitles.titleSearch,
    charges: chargeTitles.charges,
    key: sql`${chargeTitles.titleSearch} COLLATE "C"`,
    chargeKey: sql`${charges.titleSearch} COLLATE "C"`,
    chargeValue: charges.titleSearch,
  },
} satisfies Record<string, SearchDimension>;

/**
 * A name or title search. The matching values are found in their small dimension table (trigram
 * index); when they cover few charges, those are fetched by index; when many, the text is checked
 * on each charge while the list walks its sort order (a page fills long before the walk is long).
 * Trigram search straight on a million charges would pay for every repeated name.
 */
async function textSearch(
  db: DbOrTx,
  sellerId: string,
  dimension: SearchDimension,
  raw: string,
): Promise<{ condition: SQL; broad: boolean; charges: number }> {
  const pattern = likePattern(raw);
  const matches = and(eq(dimension.sellerId, sellerId), sql`${dimension.value} like ${pattern}`);
  const onCharge = sql`${dimension.chargeValue} like ${pattern}`;
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${dimension.charges}), 0)::int` })
    .from(dimension.table)
    .where(matches);
  const total = sum?.total ?? 0; // a sum always answers one row
  if (total > SEARCH_WALK_THRESHOLD) return { condition: onCharge, broad: true, charges: total };
  return {
    condition: sql`${dimension.chargeKey} in (select ${dimension.key} from ${dimension.table} where ${matches}) and ${onCharge}`,
    broad: false,
    charges: total,
  };
}

function documentCondition(raw: string): SQL {
  const term = raw.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return sql`${charges.customerDocument} COLLATE "C" like ${`${escapeLike(term)}%`}`;
}

function emailCondition(raw: string): SQL {
  return sql`lower(${charges.customerEmail}) COLLATE "C" like ${`${escapeLike(raw.toLowerCase())}%`}`;
}

/** Every filter of the Charge filter entity as SQL on indexed columns; the seller is always the first condition. */
export async function chargeConditions(db: DbOrTx, sellerId: string, filter: ChargeListFilter) {
  const conditions: Array<SQL | undefined> = [eq(charges.sellerId, sellerId)];
  let broad = false;
  const textTotals: number[] = [];
  if (filter.status !== 'ALL') conditions.push(inArray(charges.status, [...CHARGE_TAB_STATUSES[filter.status]]));
  for (const [dimension, raw] of [
    [dimensions.name, filter.customerName],
    [dimensions.title, filter.chargeTitle],
  ] as const) {
    if (!raw) continue;
    const search = await textSearch(db, sellerId, dimension, raw);
    conditions.push(search.condition);
    broad ||= search.broad;
    textTotals.push(search.charges);
  }
  if (filter.customerDocument) conditions.push(documentCondition(filter.customerDocument));
  if (filter.customerEmail) conditions.push(emailCondition(filter.customerEmail));
  if (filter.expirationDateInitial) conditions.push(gte(charges.expirationDate, filter.expirationDateInitial));
  if (filter.expirationDateFinal) conditions.push(lte(charges.expirationDate, filter.expirationDateFinal));
  if (filter.paidDateInitial) conditions.push(gte(charges.paidDate, filter.paidDateInitial));
  if (filter.paidDateFinal) conditions.push(lte(charges.paidDate, filter.paidDateFinal));
  if (filter.valueMin !== undefined) conditions.push(gte(charges.value, cents(filter.valueMin)));
  if (filter.valueMax !== undefined) conditions.push(lte(charges.value, cents(filter.valueMax)));
  if (filter.paymentLink) conditions.push(eq(charges.paymentLinkId, filter.paymentLink));
  if (filter.paymentMethod) conditions.push(eq(charges.paymentMethod, filter.paymentMethod));
  // With one text filter and nothing else, the dimension's counts are the exact number of matches.
  const soleText = conditions.length === 2 && filter.status === 'ALL' && textTotals.length === 1;
  // `beyondSeller`: the same conditions but the seller's, for a query that names the seller itself.
  const beyondSeller = and(...conditions.slice(1));
  return { where: and(...conditions)!, beyondSeller, broad, exactTotal: soleText ? textTotals[0] : undefined };
}

const SORT_COLUMNS = {
  expirationDate: charges.expirationDate,
  paidDate: charges.paidDate,
  value: charges.value,
  createdAt: charges.createdAt,
} as const;

function isUnfiltered(filter: ChargeListFilter): boolean {
  const { status: _status, page: _page, size: _size, sort: _sort, ...rest } = filter;
  return Object.values(rest).every((value) => value === undefined || value === '');
}

/** The columns the list shows: never the stored Pix image, boleto or card fields of the detail. */
export const chargeRowColumns = {
  id: charges.id,
  customerName: charges.customerName,
  customerDocument: charges.customerDocument,
  customerEmail: charges.customerEmail,
  title: charges.title,
  value: charges.value,
  status: charges.status,
  paymentMethod: charges.paymentMethod,
  installments: charges.installments,
  expirationDate: charges.expirationDate,
  paidDate: charges.paidDate,
  refunded: charges.refunded,
};

export type ChargeRowRecord = Pick<ChargeRecord, keyof typeof chargeRowColumns>;

/** The unfiltered total of a tab, from the counters kept by every status change. */
function tabTotal(db: DbOrTx, sellerId: string | Placeholder, status: ChargeListFilter['status']) {
  const statuses = status === 'ALL' ? undefined : [...CHARGE_TAB_STATUSES[status]];
  return db
    .select({ total: sql<number>`coalesce(sum(${chargeCounts.total}), 0)::int` })
    .from(chargeCounts)
    .where(and(eq(chargeCounts.sellerId, sellerId), statuses ? inArray(chargeCounts.status, statuses) : undefined));
}

async function countedTotal(
  db: DbOrTx,
  sellerId: string,
  filter: ChargeListFilter,
  search: { where: SQL; broad: boolean; exactTotal?: number },
) {
  const { where, broad, exactTotal } = search;
  const cap = broad ? CHARGE_BROAD_SEARCH_COUNT_CAP : CHARGE_COUNT_CAP;
  if (exactTotal !== undefined)
    return exactTotal > cap ? { total: cap, capped: true } : { total: exactTotal, capped: false };
  if (isUnfiltered(filter)) {
    const [row] = await tabTotal(db, sellerId, filter.status);
    return { total: row?.total ?? 0, capped: false };
  }
  // A filtered total stops counting at the cap: a seller refines a search long before the last page.
  // A broad text search is counted only to its smaller cap: its matches are found by walking the list.
  return cappedCount(db, charges, where, cap);
}

function sortOf(filter: ChargeListFilter) {
  const [field, direction] = filter.sort.split(',') as [keyof typeof SORT_COLUMNS, 'ASC' | 'DESC'];
  const order = direction === 'ASC' ? asc : desc;
  return [order(SORT_COLUMNS[field]), order(charges.id)];
}

/**
 * One page of the list's rows: the page's ids are read from the index of the sort (so a deep page
 * walks index entries, not table rows), then only those rows are fetched, with the list's columns
 * only, and `extra` columns beside them.
 */
function pageQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbOrTx,
  sellerId: string | Placeholder,
  beyondSeller: SQL | undefined,
  filter: ChargeListFilter,
  page: { limit: number | Placeholder; offset: number | Placeholder },
  extra: Extra,
) {
  const orderBy = sortOf(filter);
  const pageIds = db
    .select({ pageId: charges.id })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), beyondSeller))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({ ...chargeRowColumns, ...extra })
    .from(pageIds)
    .innerJoin(charges, and(eq(charges.sellerId, sellerId), eq(charges.id, pageIds.pageId)))
    .orderBy(...orderBy);
}

/**
 * An unfiltered tab's page with the tab's total from the counters, in one statement built once per
 * database handle, tab and sort: only the seller and the page's bounds change from one call to the
 * next, and building the statement anew cost more CPU than PostgreSQL spends answering it.
 */
const tabPages = builtOnce(() => new Map<string, ReturnType<typeof buildTabPage>>());
function buildTabPage(db: Db, filter: ChargeListFilter, name: string) {
  const sellerId = sql.placeholder('sellerId');
  const statuses = filter.status === 'ALL' ? undefined : [...CHARGE_TAB_STATUSES[filter.status]];
  const tab = statuses ? inArray(charges.status, statuses) : undefined;
  const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const total = sql<number>`(${tabTotal(db, sellerId, filter.status)})`.mapWith(Number);
  return pageQuery(db, sellerId, tab, filter, page, { tabTotal: total }).prepare(name);
}

function tabPage(db: Db, sellerId: string, filter: ChargeListFilter) {
  const built = tabPages(db);
  const key = `${filter.status} ${filter.sort}`;
  let statement = built.get(key);
  if (!statement) {
    statement = buildTabPage(db, filter, `charge_tab_page_${built.size + 1}`);
    built.set(key, statement);
  }
  return statement.execute({ sellerId, limit: filter.size, offset: filter.page * filter.size });
}

/**
 * One page of the list, in one statement. An unfiltered tab reads its total from the counters in
 * the same statement (built once: tabPage); a filtered one counts at the same time on another
 * connection.
 */
export async function listChargePage(db: Db, sellerId: string, filter: ChargeListFilter) {
  if (isUnfiltered(filter)) {
    const found = await tabPage(db, sellerId, filter);
    if (found.length > 0) {
      const rows = found.map(({ tabTotal: _total, ...row }) => row);
      return { rows, total: Number(found[0]!.tabTotal ?? 0), capped: false };
    }
    // Past the last page: the counters alone say how many there are.
    const [row] = await tabTotal(db, sellerId, filter.status);
    return { rows: [] as ChargeRowRecord[], total: row?.total ?? 0, capped: false };
  }
  const search = await chargeConditions(db, sellerId, filter);
  const page = { limit: filter.size, offset: filter.page * filter.size };
  const [{ total, capped }, rows] = await Promise.all([
    countedTotal(db, sellerId, filter, search),
    pageQuery(db, sellerId, search.beyondSeller, filter, page, {}),
  ]);
  return { rows: rows as ChargeRowRecord[], total, capped };
}

export async function findCharge(db: DbOrTx, sellerId: string, id: string): Promise<ChargeRecord | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), eq(charges.id, id)));
  return row;
}

/** The row locked for a status change (SELECT … FOR UPDATE), so two changes cannot interleave. */
export async function lockCharge(db: DbOrTx, sellerId: string, id: string): Promise<ChargeRecord | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), eq(charges.id, id)))
    .for('update');
  return row;
}

/** A client's charges (client detail tabs): found by the client's document, as the spec derives customerId. */
export async function listChargesOfDocument(
  db: DbOrTx,
  sellerId: string,
  document: string,
  query: { scheduled: boolean; page: number; size: number },
) {
  const where = and(
    eq(charges.sellerId, sellerId),
    sql`${charges.customerDocument} COLLATE "C" = ${document}`,
    query.scheduled ? eq(charges.status, 'SCHEDULED') : sql`${charges.status} <> 'SCHEDULED'`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(chargeRowColumns)
      .from(charges)
      .where(where)
      .orderBy(desc(charges.expirationDate), desc(charges.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(charges)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * A client's totals: paid (PAID, PAID_MANUALLY, net of refunds), open (SCHEDULED, and FAILED card
 * charges that may still be retried) and late (LATE), by the document index.
 */
export async function chargeTotalsOfDocument(db: DbOrTx, sellerId: string, document: string) {
  const rows = await db
    .select({
      status: charges.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${charges.value} - ${charges.refunded}), 0)`,
    })
    .from(charges)
    .where(and(eq(charges.sellerId, sellerId), sql`${charges.customerDocument} COLLATE "C" = ${document}`))
    .groupBy(charges.status);
  const of = (...statuses: ChargeStatus[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => ({ count: sum.count + Number(row.count), amount: sum.amount + Number(row.amount) }), {
        count: 0,
        amount: 0,
      });
  return { paid: of('PAID', 'PAID_MANUALLY'), open: of('SCHEDULED', 'FAILED'), late: of('LATE') };
}
