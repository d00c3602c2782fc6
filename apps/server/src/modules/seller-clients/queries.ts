import { and, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { CLIENT_SEARCH_CAP } from '@cofre/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { escapeLike } from './search.js';
import { sellerClientCounts, sellerClients } from './tables.js';

export type SellerClientRow = typeof sellerClients.$inferSelect;
export type NewSellerClientRow = typeof sellerClients.$inferInsert;

const byName = [sql`${sellerClients.sortName} COLLATE "C"`, sellerClients.id];
const byNameDescending = [sql`${sellerClients.sortName} COLLATE "C" DESC`, sql`${sellerClients.id} DESC`];

/** A search never reports more than this many matches: past it the seller is asked to refine. */
export const SEARCH_MATCH_CAP = CLIENT_SEARCH_CAP;

/**
 * Trigrams need three characters: a shorter term is matched as a name prefix instead, which the
 * sort index answers (LIKE 'ab%' on a "C"-collated column).
 */
const termKind = (term: string): MatchKind => (term.length < 3 ? 'prefix' : 'contains');

function searchCondition(term: string): SQL {
  const kind = termKind(term);
  return matchCondition(kind, matchValue(kind, term));
}

export interface ClientListFilter {
  sellerId: string;
  term: string | null;
  page: number;
  size: number;
}

export interface ClientPageRows {
  rows: SellerClientRow[];
  total: number;
  /** More than SEARCH_MATCH_CAP clients matched; total is the cap. */
  capped: boolean;
}

/** The page's rows in the given order; the seller is checked again, whatever produced the ids. */
async function rowsByIds(db: DbOrTx, sellerId: string, ids: string[]): Promise<SellerClientRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sellerClients)
    .where(and(eq(sellerClients.sellerId, sellerId), inArray(sellerClients.id, ids)));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/**
 * The whole list: the total comes from the per-seller counter, and a page past the middle is read
 * from the end of the sort index, so no page walks more than half of it (index-only).
 */
async function listAll(db: Db, filter: ClientListFilter): Promise<ClientPageRows> {
  const [counter] = await db
    .select({ total: sellerClientCounts.total })
    .from(sellerClientCounts)
    .where(eq(sellerClientCounts.sellerId, filter.sellerId));
  const total = counter?.total ?? 0;
  const offset = filter.page * filter.size;
  if (offset >= total) return { rows: [], total, capped: false };
  const fromEnd = offset > total / 2;
  const limit = Math.min(filter.size, total - offset);
  const ids = await db
    .select({ id: sellerClients.id })
    .from(sellerClients)
    .where(eq(sellerClients.sellerId, filter.sellerId))
    .orderBy(...(fromEnd ? byNameDescending : byName))
    .limit(limit)
    .offset(fromEnd ? total - offset - limit : offset);
  const ordered = ids.map((row) => row.id);
  return { rows: await rowsByIds(db, filter.sellerId, fromEnd ? ordered.reverse() : ordered), total, capped: false };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How a search matches: a whole e-mail address, a name prefix (short terms) or a substring (trigrams). */
type MatchKind = 'email' | 'prefix' | 'contains';

function matchCondition(kind: MatchKind, value: string | Placeholder): SQL {
  if (kind === 'email') return eq(sellerClients.email, value);
  if (kind === 'prefix') return sql`${sellerClients.sortName} COLLATE "C" LIKE ${value}`;
  return sql`${sellerClients.searchText} LIKE ${value}`;
}

/** The bound value of a kind's condition for a term (a LIKE pattern, or the address itself). */
function matchValue(kind: MatchKind, term: string): string {
  if (kind === 'email') return term;
  const pattern = escapeLike(term);
  return kind === 'prefix' ? `${pattern}%` : `%${pattern}%`;
}

/**
 * Up to CAP + 1 of the seller's matches (unordered: enough to know whether the search is rare or
 * common), counted, and in the same statement the page of them in name order with its clients' rows
 * (one row with no client when the page is empty). Built once per database handle and kind of
 * match. When more than CAP match, the page is not used: the caller walks the sort index instead.
 */
const matchPages = builtOnce(() => new Map<MatchKind, ReturnType<typeof buildMatchPage>>());
function buildMatchPage(db: Db, kind: MatchKind) {
  const sellerId = sql.placeholder('sellerId');
  const matches = db.$with('matches').as(
    db
      .select({ id: sellerClients.id, sortName: sql<string>`${sellerClients.sortName}`.as('match_sort_name') })
      .from(sellerClients)
      .where(and(eq(sellerClients.sellerId, sellerId), matchCondition(kind, sql.placeholder('value'))))
      .limit(SEARCH_MATCH_CAP + 1),
  );
  const counted = db
    .$with('counted')
    .as(db.select({ matches: sql<number>`count(*)::int`.as('matches') }).from(matches));
  const page = db
    .select({ pageId: matches.id, pageSortName: sql<string>`${matches.sortName}`.as('page_sort_name') })
    .from(matches)
    .orderBy(sql`${matches.sortName} COLLATE "C"`, matches.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .with(matches, counted)
    .select({ client: getTableColumns(sellerClients), matches: counted.matches })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(sellerClients, and(eq(sellerClients.sellerId, sellerId), eq(sellerClients.id, page.pageId)))
    .orderBy(sql`${page.pageSortName} COLLATE "C"`, page.pageId)
    .prepare(`client_match_page_${kind}`);
}

async function matchPage(db: Db, filter: ClientListFilter, kind: MatchKind, term: string) {
  const built = matchPages(db);
  let statement = built.get(kind);
  if (!statement) {
    statement = buildMatchPage(db, kind);
    built.set(kind, statement);
  }
  const found = await statement.execute({
    sellerId: filter.sellerId,
    value: matchValue(kind, term),
    limit: filter.size,
    offset: filter.page * filter.size,
  });
  const rows = found.flatMap((row) => (row.client ? [row.client] : []));
  return { rows, matches: Number(found[0]?.matches ?? 0) };
}

/**
 * A search first asks the trigram index for up to CAP + 1 matches. A rare term (most searches: a
 * document, a full name) comes back whole and is paged in name order in the same statement; a
 * common one ('silva') is instead read in name order from the sort index, filtered without touching
 * the table, and capped: nobody pages through a thousand results, they type one more letter. A whole
 * e-mail address is looked up by equality first, and only falls back to the substring search when
 * no client has it as e-mail (then it still finds a finance e-mail, or 'ana@x.com' inside 'joana@x.com').
 */
async function search(db: Db, filter: ClientListFilter, term: string): Promise<ClientPageRows> {
  const offset = filter.page * filter.size;
  const exactEmail = EMAIL_PATTERN.test(term) ? await matchPage(db, filter, 'email', term) : undefined;
  const { rows, matches } =
    exactEmail && exactEmail.matches > 0 ? exactEmail : await matchPage(db, filter, termKind(term), term);
  if (matches <= SEARCH_MATCH_CAP) return { rows, total: matches, capped: false };
  if (offset >= SEARCH_MATCH_CAP) return { rows: [], total: SEARCH_MATCH_CAP, capped: true };
  const ids = await db
    .select({ id: sellerClients.id })
    .from(sellerClients)
    .where(and(eq(sellerClients.sellerId, filter.sellerId), searchCondition(term)))
    .orderBy(...byName)
    .limit(Math.min(filter.size, SEARCH_MATCH_CAP - offset))
    .offset(offset);
  return {
    rows: await rowsByIds(
      db,
      filter.sellerId,
      ids.map((row) => row.id),
    ),
    total: SEARCH_MATCH_CAP,
    capped: true,
  };
}

/** One page of a seller's clients by name, with the total the pager shows. */
export function listClientPage(db: Db, filter: ClientListFilter): Promise<ClientPageRows> {
  return filter.term ? search(db, filter, filter.term) : listAll(db, filter);
}

export async function findClient(db: DbOrTx, sellerId: string, id: string): Promise<SellerClientRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerClients)
    .where(and(eq(sellerClients.sellerId, sellerId), eq(sellerClients.id, id)));
  return row;
}

export async function findClientByDocument(
  db: DbOrTx,
  sellerId: string,
  documentNation: string,
  documentNumber: string,
): Promise<SellerClientRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerClients)
    .where(
      and(
        eq(sellerClients.sellerId, sellerId),
        eq(sellerClients.documentNation, documentNation),
        eq(sellerClients.documentNumber, documentNumber),
      ),
    );
  return row;
}

/** Adds to the seller's client counter; in the transaction that inserted the clients. */
export async function addToClientCount(db: DbOrTx, sellerId: string, added: number): Promise<void> {
  if (added === 0) return;
  await db
    .insert(sellerClientCounts)
    .values({ sellerId, total: added })
    .onConflictDoUpdate({
      target: sellerClientCounts.sellerId,
      set: { total: sql`${sellerClientCounts.total} + ${added}` },
    });
}

/** Inserts unless the document is already registered for the seller (undefined then), and counts it. */
export async function insertClient(db: Db, row: NewSellerClientRow): Promise<SellerClientRow | undefined> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(sellerClients).values(row).onConflictDoNothing().returning();
    if (inserted) await addToClientCount(tx, row.sellerId, 1);
    return inserted;
  });
}

export async function updateClient(
  db: DbOrTx,
  sellerId: string,
  id: string,
  changes: Partial<NewSellerClientRow>,
): Promise<SellerClientRow | undefined> {
  const [row] = await db
    .update(sellerClients)
    .set(changes)
    .where(and(eq(sellerClients.sellerId, sellerId), eq(sellerClients.id, id)))
    .returning();
  return row;
}
