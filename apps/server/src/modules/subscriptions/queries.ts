import { and, desc, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import {
  cycleValue,
  searchableText,
  toPage,
  type ClientSubscriptionRow,
  type Page,
  type Subscription,
  type SubscriptionListQuery,
  type SubscriptionRow,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { cappedCount } from '../../db/capped-count.js';
import { businessDate } from '../../lib/business-date.js';
import { charges } from '../charges/index.js';
import { invoicesActive } from '../invoices/index.js';
import { receivables } from '../ledger/index.js';
import { plans } from '../plans/index.js';
import type { SellerClientRow } from '../seller-clients/index.js';
import { subscriptions, type SubscriptionRecord } from './tables.js';

/** A count above this shows as 'more than' (the list's pager stops there, as the charges list does). */
const COUNT_CAP = 10_000;
/** The detail's latest charges. */
const LATEST_CHARGES = 12;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

function rowOf(row: SubscriptionRecord, planTitle: string): SubscriptionRow {
  return {
    uuid: row.id,
    customerName: row.customerName,
    customerDocument: row.customerDocument,
    startDate: row.startDate,
    status: row.status,
    idPlan: row.planId,
    titlePlan: planTitle,
    basicValue: {
      type: row.periodicity,
      value: cycleValue(row.valuePerMonth, row.periodicity),
      valuePerMonth: row.valuePerMonth,
    },
    paymentMethod: row.paymentMethod,
    nextDueDate: row.status === 'INACTIVE' ? null : row.nextDueDate,
  };
}

/**
 * GET /subscriptions (spec 2 §7): a status tab, a start-date range, a name prefix (accent- and
 * case-free) or a document, startDate descending, 20 a page; every filter runs in the database (D19).
 */
export async function listSubscriptions(ctx: AppContext, sellerId: string, query: SubscriptionListQuery) {
  const { page, size } = query;
  const name = query.customerName ? searchableText(query.customerName) : '';
  const document = query.customerDocument?.replace(/[^0-9a-z]/gi, '').toUpperCase() ?? '';
  const where = and(
    eq(subscriptions.sellerId, sellerId),
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.startDateInitial ? gte(subscriptions.startDate, query.startDateInitial) : undefined,
    query.startDateFinal ? lte(subscriptions.startDate, query.startDateFinal) : undefined,
    name ? like(sql`${subscriptions.nameSearch} COLLATE "C"`, `${escapeLike(name)}%`) : undefined,
    document ? like(sql`${subscriptions.customerDocument} COLLATE "C"`, `${escapeLike(document)}%`) : undefined,
    query.clientId ? eq(subscriptions.clientId, query.clientId) : undefined,
  );
  // The page is cut from subscriptions alone (the index walk), then its plans are read: joining
  // first makes a deep page sort every row of the seller.
  const [rows, { total }] = await Promise.all([
    ctx.db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
      .limit(size)
      .offset(page * size),
    cappedCount(ctx.db, subscriptions, where, COUNT_CAP),
  ]);
  const planIds = [...new Set(rows.map((row) => row.planId))];
  const titles = new Map(
    planIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: plans.id, title: plans.title })
            .from(plans)
            .where(and(eq(plans.sellerId, sellerId), inArray(plans.id, planIds)))
        ).map((plan) => [plan.id, plan.title]),
  );
  return toPage(
    rows.map((row) => rowOf(row, titles.get(row.planId) ?? '')),
    page,
    size,
    total,
  );
}

/** Anticipated receivables of its charges not yet settled hold the subscription (spec 2 §4, issue 17). */
export async function anticipationHolds(tx: DbOrTx, row: SubscriptionRecord, today: string) {
  const [held] = await tx
    .select({ id: receivables.id })
    .from(receivables)
    .innerJoin(charges, and(eq(charges.id, receivables.chargeId), eq(charges.sellerId, row.sellerId)))
    .where(
      and(
        eq(receivables.sellerId, row.sellerId),
        eq(charges.subscriptionId, row.id),
        eq(receivables.status, 'ANTICIPATED'),
        gte(receivables.settlementDate, today),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/** GET /subscriptions/{id}: the subscription, whether an anticipation holds it, and its latest charges. */
export async function subscriptionView(ctx: AppContext, sellerId: string, id: string): Promise<Subscription | null> {
  const [found] = await ctx.db
    .select({ row: subscriptions, planTitle: plans.title })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.id, subscriptions.planId), eq(plans.sellerId, sellerId)))
    .where(and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.id, id)));
  if (!found) return null;
  const { row, planTitle } = found;
  const [latest, held, invoicesSetUp] = await Promise.all([
    ctx.db
      .select({
        uuid: charges.id,
        cycle: charges.subscriptionCycle,
        status: charges.status,
        expirationDate: charges.expirationDate,
        value: charges.value,
      })
      .from(charges)
      .where(and(eq(charges.sellerId, sellerId), eq(charges.subscriptionId, id)))
      .orderBy(desc(charges.subscriptionCycle))
      .limit(LATEST_CHARGES),
    anticipationHolds(ctx.db, row, businessDate(ctx.clock.now())),
    invoicesActive(ctx.db, sellerId),
  ]);
  return {
    ...rowOf(row, planTitle),
    clientId: row.clientId,
    paymentLinkId: row.paymentLinkId,
    additionalValue: {
      value: row.additionalValue,
      title: row.additionalTitle,
      installments: row.additionalInstallments,
    },
    bankSlipDescription: row.bankSlipDescription,
    invoiceEnabled: row.invoiceEnabled,
    activeInvoiceConfig: invoicesSetUp,
    cardLast4: row.cardLast4,
    cancelledDate: row.cancelledAt ? businessDate(row.cancelledAt) : null,
    cyclesIssued: row.nextCycle - 1,
    anticipationHold: held,
    charges: latest.map((charge) => ({ ...charge, cycle: charge.cycle ?? 0 })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client page's Assinaturas tab (registered as the clients module's subscriptions reader). */
export async function clientSubscriptions(
  ctx: AppContext,
  client: SellerClientRow,
  query: { page: number; size: number },
): Promise<Page<ClientSubscriptionRow>> {
  const list = await listSubscriptions(ctx, client.sellerId, { ...query, clientId: client.id });
  return {
    ...list,
    content: list.content.map((row) => ({
      uuid: row.uuid,
      planName: row.titlePlan,
      value: row.basicValue.valuePerMonth,
      status: row.status,
      nextChargeDate: row.nextDueDate,
    })),
  };
}
