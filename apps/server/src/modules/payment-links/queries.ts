import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { PaymentLinkListQuery } from '@cofre/contract';
import { cappedCount } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/search.js';
import { plans } from '../plans/index.js';
import { sellerClients } from '../seller-clients/index.js';
import { paymentLinks } from './tables.js';

/** Totals beyond this are reported as 'more than' (`capped`), as in the charge list. */
export const LINK_COUNT_CAP = 10_000;

const recordColumns = {
  ...getTableColumns(paymentLinks),
  clientName: sellerClients.name,
  planTitle: plans.title,
};

export type LinkRecord = typeof paymentLinks.$inferSelect & { clientName: string | null; planTitle: string | null };

/** Links with their client's name and plan's title; the joins stay within the link's seller. */
function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(paymentLinks)
    .leftJoin(
      sellerClients,
      and(eq(sellerClients.id, paymentLinks.sellerClientId), eq(sellerClients.sellerId, paymentLinks.sellerId)),
    )
    .leftJoin(plans, and(eq(plans.id, paymentLinks.planId), eq(plans.sellerId, paymentLinks.sellerId)))
    .where(where);
}

export async function findLink(db: DbOrTx, sellerId: string, id: string): Promise<LinkRecord | undefined> {
  const [row] = await selectRecords(db, and(eq(paymentLinks.sellerId, sellerId), eq(paymentLinks.id, id)));
  return row;
}

/** Whether the link is the seller's, deleted or not (a charge may name only its seller's links). */
export async function isSellerLink(db: DbOrTx, sellerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.sellerId, sellerId), eq(paymentLinks.id, id)));
  return row !== undefined;
}

/** A link found by id alone: the hosted checkout, where no seller is signed in. */
export async function findPublicLink(db: DbOrTx, id: string): Promise<LinkRecord | undefined> {
  const [row] = await selectRecords(db, eq(paymentLinks.id, id));
  return row;
}

/**
 * One page of live links of one type, newest first. The search is on the link's title, or on the
 * plan's title for subscription links (spec 2 §7): the seller's few matching plans are found first.
 */
export async function listLinkPage(db: DbOrTx, sellerId: string, query: PaymentLinkListQuery) {
  const conditions: SQL[] = [
    eq(paymentLinks.sellerId, sellerId),
    eq(paymentLinks.type, query.type),
    isNull(paymentLinks.deletedAt),
  ];
  if (query.dedicated === 'true') conditions.push(isNotNull(paymentLinks.sellerClientId));
  const pattern = containsPattern(query.search);
  if (pattern && query.type === 'SUBSCRIPTION') {
    const matching = db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.sellerId, sellerId), like(plans.titleSearch, pattern)));
    conditions.push(inArray(paymentLinks.planId, matching));
  } else if (pattern) {
    conditions.push(like(paymentLinks.titleSearch, pattern));
  }
  const where = and(...conditions);
  // Exactly the list index's order (drizzle writes its `.desc()` as DESC NULLS LAST); a plain
  // DESC, or id descending, made PostgreSQL sort every link of the seller instead of walking it.
  const order = [sql`${paymentLinks.createdAt} desc nulls last`, asc(paymentLinks.id)];
  // The page's ids come from the list index alone (an index-only walk, cheap even 100,000 links
  // deep); only those 20 rows are then read whole and joined.
  const pageIds = db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  const [rows, count] = await Promise.all([
    selectRecords(db, and(eq(paymentLinks.sellerId, sellerId), inArray(paymentLinks.id, pageIds))).orderBy(...order),
    cappedCount(db, paymentLinks, where, LINK_COUNT_CAP),
  ]);
  return { rows, ...count };
}
