import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellers, termsAcceptances, termsVersions } from './tables.js';

export async function currentTermsVersion(db: DbOrTx) {
  const [version] = await db.select().from(termsVersions).orderBy(desc(termsVersions.publishedAt)).limit(1);
  return version;
}

export async function hasAccepted(db: DbOrTx, sellerId: string, termsVersionId: string): Promise<boolean> {
  const [row] = await db
    .select({ sellerId: termsAcceptances.sellerId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.sellerId, sellerId), eq(termsAcceptances.termsVersionId, termsVersionId)));
  return row !== undefined;
}

export async function blockReasonOf(db: DbOrTx, sellerId: string): Promise<string | null> {
  const [row] = await db.select({ blockReason: sellers.blockReason }).from(sellers).where(eq(sellers.id, sellerId));
  return row?.blockReason ?? null;
}
