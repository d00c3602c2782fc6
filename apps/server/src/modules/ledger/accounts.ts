import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, type AccountKind } from './tables.js';
import { theRow } from '../../lib/rows.js';

/** The account of a seller (or of the platform when sellerId is null), created on first use. */
export async function accountId(db: DbOrTx, sellerId: string | null, kind: AccountKind): Promise<string> {
  const [id] = await accountIds(db, [{ sellerId, kind }]);
  return id;
}

/**
 * Several accounts of sellers or of the platform (sellerId null), in the order asked, in one
 * statement once they exist (two more on first use): a payment needs three, and looked them up one by
 * one (a third of the statements of the demo seed's payments were these look-ups).
 */
export async function accountIds<const Wanted extends ReadonlyArray<{ sellerId: string | null; kind: AccountKind }>>(
  db: DbOrTx,
  wanted: Wanted,
): Promise<{ [Index in keyof Wanted]: string }> {
  // No owners would make no condition, and read every account.
  if (wanted.length === 0) return [] as unknown as { [Index in keyof Wanted]: string };
  const owner = ({ sellerId, kind }: (typeof wanted)[number]) =>
    and(
      sellerId === null ? isNull(ledgerAccounts.sellerId) : eq(ledgerAccounts.sellerId, sellerId),
      isNull(ledgerAccounts.subSellerId),
      eq(ledgerAccounts.kind, kind),
    );
  const read = () =>
    db
      .select({ id: ledgerAccounts.id, sellerId: ledgerAccounts.sellerId, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(or(...wanted.map(owner)));
  const find = (rows: Awaited<ReturnType<typeof read>>) =>
    wanted.map(({ sellerId, kind }) => rows.find((row) => row.sellerId === sellerId && row.kind === kind)?.id);
  let found = find(await read());
  const missing = wanted.filter((_, index) => found[index] === undefined);
  if (missing.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(missing.map(({ sellerId, kind }) => ({ sellerId, kind })))
      .onConflictDoNothing();
    found = find(await read());
  }
  return found.map((id, index) => {
    if (id === undefined) throw new Error(`the ledger account ${wanted[index]!.kind} could not be created`);
    return id;
  }) as { [Index in keyof Wanted]: string };
}

/** The account of a seller's sub-seller (SUB_SELLER_RECEIVABLE or SUB_SELLER_AVAILABLE), created on first use. */
export async function subSellerAccountId(
  db: DbOrTx,
  sellerId: string,
  subSellerId: string,
  kind: 'SUB_SELLER_RECEIVABLE' | 'SUB_SELLER_AVAILABLE',
): Promise<string> {
  const owner = and(eq(ledgerAccounts.sellerId, sellerId), eq(ledgerAccounts.subSellerId, subSellerId));
  return findOrCreate(db, owner, { sellerId, subSellerId, kind }, kind);
}

/** The accounts of several sub-sellers of a seller, by sub-seller id, in two statements (three on first use). */
export async function subSellerAccountIds(
  db: DbOrTx,
  sellerId: string,
  subSellerIds: readonly string[],
  kind: 'SUB_SELLER_RECEIVABLE' | 'SUB_SELLER_AVAILABLE',
): Promise<Map<string, string>> {
  const ids = [...new Set(subSellerIds)];
  const read = async () =>
    db
      .select({ id: ledgerAccounts.id, subSellerId: ledgerAccounts.subSellerId })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.sellerId, sellerId),
          inArray(ledgerAccounts.subSellerId, ids),
          eq(ledgerAccounts.kind, kind),
        ),
      );
  let rows = ids.length > 0 ? await read() : [];
  if (rows.length < ids.length) {
    const known = new Set(rows.map((row) => row.subSellerId));
    const missing = ids.filter((id) => !known.has(id));
    await db
      .insert(ledgerAccounts)
      .values(missing.map((subSellerId) => ({ sellerId, subSellerId, kind })))
      .onConflictDoNothing();
    rows = await read();
  }
  return new Map(rows.map((row) => [row.subSellerId!, row.id]));
}

async function findOrCreate(
  db: DbOrTx,
  owner: SQL | undefined,
  values: typeof ledgerAccounts.$inferInsert,
  kind: AccountKind,
): Promise<string> {
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const created = theRow(
    await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(owner, eq(ledgerAccounts.kind, kind))),
    'the new account',
  );
  return created.id;
}

/** The cached balances of a seller's accounts, in centavos. */
export async function sellerBalances(db: DbOrTx, sellerId: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.sellerId, sellerId));
  const of = (kind: AccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { toBeReleased: of('SELLER_RECEIVABLE'), available: of('SELLER_AVAILABLE') };
}

export async function addToBalance(db: DbOrTx, id: string, amount: number): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, id));
}

/**
 * Locks the seller's available balance (`FOR UPDATE`) and answers it, creating the account on first
 * use: every debit of the seller (withdrawal, Pix payment) waits here and reads the balance the
 * previous one left, so parallel debits can never take it below zero.
 */
export async function lockAvailableBalance(tx: DbOrTx, sellerId: string): Promise<{ id: string; balance: number }> {
  // One statement once the account exists (every debit of a seller waits here: the shorter, the better).
  const [held] = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.sellerId, sellerId),
        isNull(ledgerAccounts.subSellerId),
        eq(ledgerAccounts.kind, 'SELLER_AVAILABLE'),
      ),
    )
    .for('update');
  if (held) return held;
  const id = await accountId(tx, sellerId, 'SELLER_AVAILABLE');
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.sellerId, sellerId)))
    .for('update');
  if (!row) throw new Error('the available balance account is missing');
  return { id, balance: row.balance };
}

/**
 * The available balances of several sellers locked at once, in account id order (the order every
 * debit and `postEntries` keep, so no deadlock): a group of card purchases of many sellers waits
 * once. A seller without the account yet has it made, and locked, one by one.
 */
export async function lockAvailableBalances(
  tx: DbOrTx,
  sellerIds: readonly string[],
): Promise<Map<string, { id: string; balance: number }>> {
  const wanted = [...new Set(sellerIds)];
  if (wanted.length === 0) return new Map();
  const held = await tx
    .select({ id: ledgerAccounts.id, sellerId: ledgerAccounts.sellerId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.sellerId, wanted),
        isNull(ledgerAccounts.subSellerId),
        eq(ledgerAccounts.kind, 'SELLER_AVAILABLE'),
      ),
    )
    .orderBy(ledgerAccounts.id)
    .for('update');
  const locked = new Map<string, { id: string; balance: number }>(
    held.map((row) => [row.sellerId!, { id: row.id, balance: row.balance }]),
  );
  for (const sellerId of wanted.filter((id) => !locked.has(id)).sort()) {
    locked.set(sellerId, await lockAvailableBalance(tx, sellerId));
  }
  return locked;
}
