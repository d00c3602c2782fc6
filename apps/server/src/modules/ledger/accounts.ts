import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, type AccountKind } from './tables.js';
import { theRow } from '../../lib/rows.js';

/** The account of a seller (or of the platform when sellerId is null), created on first use. */
export async function accountId(db: DbOrTx, sellerId: string | null, kind: AccountKind): Promise<string> {
  const owner = sellerId === null ? isNull(ledgerAccounts.sellerId) : eq(ledgerAccounts.sellerId, sellerId);
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)));
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values({ sellerId, kind }).onConflictDoNothing();
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
