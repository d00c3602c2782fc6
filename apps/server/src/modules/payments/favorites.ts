import { and, asc, count, desc, eq, like, or } from 'drizzle-orm';
import type { pixFavoriteListQuerySchema } from '@cofre/contract';
import {
  detectPixKey,
  searchableText,
  toPage,
  type PixFavorite,
  type PixFavoriteInput,
  type PixFavoritePage,
} from '@cofre/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { containsPattern } from '../../lib/search.js';
import { theRow } from '../../lib/rows.js';
import { pixFavorites } from './tables.js';

type FavoriteRow = typeof pixFavorites.$inferSelect;
type ListFilters = z.output<typeof pixFavoriteListQuerySchema>;

const ofFavorite = (sellerId: string, id: string) => and(eq(pixFavorites.id, id), eq(pixFavorites.sellerId, sellerId));

export function toPixFavorite(row: FavoriteRow): PixFavorite {
  return {
    id: row.id,
    nickname: row.nickname,
    beneficiaryName: row.beneficiaryName,
    beneficiaryDocument: row.beneficiaryDocument,
    key: row.key,
    keyType: row.keyType,
    bank: row.bank,
    agency: row.agency,
    account: row.account,
    accountType: row.accountType,
    notes: row.notes,
    active: row.active,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The form's fields as columns: the key stored as the directory does, its type detected (spec 4 §5). */
function columnsOf(input: PixFavoriteInput) {
  const detected = detectPixKey(input.key);
  if (!detected) throw new AppError('VAL-002', 'Chave PIX inválida');
  return {
    nickname: input.nickname.trim(),
    beneficiaryName: input.beneficiaryName.trim(),
    beneficiaryDocument: input.beneficiaryDocument?.trim() || null,
    key: detected.key,
    keyType: detected.type,
    bank: input.bank?.trim() || null,
    agency: input.agency?.trim() || null,
    account: input.account?.trim() || null,
    accountType: input.accountType ?? null,
    notes: input.notes?.trim() || null,
    searchText: searchableText(`${input.nickname} ${input.beneficiaryName} ${detected.key}`),
    nicknameSort: searchableText(input.nickname),
    nameSort: searchableText(input.beneficiaryName),
  };
}

/** A key already among the seller's favorites is refused (PAY-010): one favorite per key. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'pix_favorites_key_uq')) throw new AppError('PAY-010');
    throw error;
  }
}

/** Digits with a mask's punctuation only: '45.723.174/0001-10', '(11) 98765-1234', '+55 11 …'. */
const MASKED_NUMBER = /^[\d\s.\-/()+]+$/;

/**
 * The favorites list (spec 4 §7; D19/D23: on the server): search in nickname, name and key (case-
 * and accent-insensitive), active and key-type filters, sorted by nickname ascending by default.
 */
export async function listFavorites(db: DbOrTx, sellerId: string, query: ListFilters): Promise<PixFavoritePage> {
  const conditions = [eq(pixFavorites.sellerId, sellerId)];
  if (query.active) conditions.push(eq(pixFavorites.active, query.active === 'true'));
  if (query.keyType) conditions.push(eq(pixFavorites.keyType, query.keyType));
  const pattern = containsPattern(query.search);
  if (pattern) {
    // A document or phone typed with its mask matches the digits the key is stored in. Only a
    // masked number: the digits scattered in an e-mail or a random key are no document.
    const search = query.search?.trim() ?? '';
    const digits = MASKED_NUMBER.test(search) ? search.replace(/\D/g, '') : '';
    conditions.push(
      digits.length >= 3 && digits !== search
        ? or(like(pixFavorites.searchText, pattern), like(pixFavorites.searchText, `%${digits}%`))!
        : like(pixFavorites.searchText, pattern),
    );
  }
  const where = and(...conditions);
  const column =
    query.sortBy === 'beneficiaryName'
      ? pixFavorites.nameSort
      : query.sortBy === 'createdAt'
        ? pixFavorites.createdAt
        : pixFavorites.nicknameSort;
  const order = query.sortOrder === 'desc' ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pixFavorites)
      .where(where)
      .orderBy(order, asc(pixFavorites.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(pixFavorites).where(where),
  ]);
  return toPage(rows.map(toPixFavorite), query.page, query.size, total?.total ?? 0);
}

export async function createFavorite(
  db: DbOrTx,
  sellerId: string,
  userId: string,
  input: PixFavoriteInput,
  now: Date,
): Promise<PixFavorite> {
  const row = await unique(async () =>
    theRow(
      await db
        .insert(pixFavorites)
        .values({ sellerId, ...columnsOf(input), active: true, createdBy: userId, createdAt: now, updatedAt: now })
        .returning(),
      'the new favorite',
    ),
  );
  return toPixFavorite(row);
}

export async function updateFavorite(
  db: DbOrTx,
  sellerId: string,
  id: string,
  input: PixFavoriteInput,
  now: Date,
): Promise<PixFavorite> {
  const [row] = await unique(() =>
    db
      .update(pixFavorites)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(ofFavorite(sellerId, id))
      .returning(),
  );
  if (!row) throw new AppError('PAY-011');
  return toPixFavorite(row);
}

export async function setFavoriteActive(
  db: DbOrTx,
  sellerId: string,
  id: string,
  active: boolean,
  now: Date,
): Promise<PixFavorite> {
  const [row] = await db
    .update(pixFavorites)
    .set({ active, updatedAt: now })
    .where(ofFavorite(sellerId, id))
    .returning();
  if (!row) throw new AppError('PAY-011');
  return toPixFavorite(row);
}

export async function deleteFavorite(db: DbOrTx, sellerId: string, id: string): Promise<void> {
  const deleted = await db.delete(pixFavorites).where(ofFavorite(sellerId, id)).returning({ id: pixFavorites.id });
  if (deleted.length === 0) throw new AppError('PAY-011');
}
