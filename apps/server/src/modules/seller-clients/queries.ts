import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CLIENT_SEARCH_CAP } from '@cofre/contract';
import type { Db, DbOrTx } from '../../db/client.js';
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
function searchCondition(term: string): SQL {
  const pattern = escapeLike(term);
  if (term.length < 3) return sql`${sellerClients.sortName} COLLATE "C" LIKE ${`${pattern}%`}`;
  return sql`${sellerClients.searchText} LIKE ${`%${pattern}%`}`;
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
async function listAll(db: DbOrTx, filter: ClientListFilter): Promise<ClientPageRows> {
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

/** Up to CAP + 1 of the seller's clients that match, unordered: enough to know whether the search is rare or common. */
function matchesOf(db: DbOrTx, sellerId: string, condition: SQL | undefined) {
  return db
    .select({ id: sellerClients.id, sortName: sellerClients.sortName })
    .from(sellerClients)
    .where(and(eq(sellerClients.sellerId, sellerId), condition))
    .limit(SEARCH_MATCH_CAP + 1);
}

/**
 * A search first asks the trigram index for up to CAP + 1 matches. A rare term (most searches: a
 * document, a full name) comes back whole and is sorted here; a common one ('silva') is instead
 * read in name order from the sort index, filtered without touching the table, and capped: nobody
 * pages through a thousand results, they type one more letter. A whole e-mail address is looked up
 * by equality first, and only falls back to the substring search when no client has it as e-mail
 * (then it still finds a finance e-mail, or 'ana@x.com' inside 'joana@x.com').
 */
async function search(db: DbOrTx, filter: ClientListFilter, term: string): Promise<ClientPageRows> {
  const where = and(eq(sellerClients.sellerId, filter.sellerId), searchCondition(term));
  const offset = filter.page * filter.size;
  const exactEmail = EMAIL_PATTERN.test(term)
    ? await matchesOf(db, filter.sellerId, eq(sellerClients.email, term))
    : [];
  const matches = exactEmail.length > 0 ? exactEmail : await matchesOf(db, filter.sellerId, searchCondition(term));
  if (matches.length <= SEARCH_MATCH_CAP) {
    // Code-unit order is code-point order here, which is what collation "C" sorts by.
    matches.sort((a, b) =>
      a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    const ids = matches.slice(offset, offset + filter.size).map((match) => match.id);
    return { rows: await rowsByIds(db, filter.sellerId, ids), total: matches.length, capped: false };
  }
  if (offset >= SEARCH_MATCH_CAP) return { rows: [], total: SEARCH_MATCH_CAP, capped: true };
  const ids = await db
    .select({ id: sellerClients.id })
    .from(sellerClients)
    .where(where)
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
export function listClientPage(db: DbOrTx, filter: ClientListFilter): Promise<ClientPageRows> {
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
