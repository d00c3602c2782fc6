import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  searchableText,
  seesQuickLinks,
  toPage,
  type PaymentLink,
  type PaymentLinkCreate,
  type PaymentLinkListQuery,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Session } from '../../plugins/types.js';
import { findSellerCheckout } from '../checkouts/index.js';
import { findPlan } from '../plans/index.js';
import { findLink, listLinkPage, type LinkRecord } from './queries.js';
import { checkLinkRules, checkQuickLinkCreation } from './rules.js';
import { checkLinkSplit, linkSplitShares, linkSplitView, reviewLinkSplit, storeLinkSplit } from './split.js';
import { paymentLinks } from './tables.js';
import { linkStatus, toPaymentLink, toPaymentLinkRow, type LinkViewContext } from './view.js';

type Author = Pick<Session, 'sellerId' | 'userId' | 'features' | 'roles'>;
/** Who reads links: the seller, with the toggles of its session (quick links, metadata). */
type Viewer = Pick<Session, 'sellerId' | 'features'>;

/** Internal metadata is shown and written only with `view_payment_link_metadata` (docs/payment-links.md). */
const seesMetadata = (viewer: Pick<Session, 'features'>) => viewer.features.includes('view_payment_link_metadata');

async function viewContext(ctx: AppContext, sellerId: string): Promise<LinkViewContext> {
  const checkout = await findSellerCheckout(ctx.db, sellerId);
  return { publicUrl: ctx.config.publicUrl, subdomain: checkout?.subdomain ?? null, now: ctx.clock.now() };
}

async function columnsOf(ctx: AppContext, sellerId: string, input: PaymentLinkCreate) {
  const plan = input.subscription ? await findPlan(ctx.db, sellerId, input.subscription.planId) : undefined;
  const title = input.type === 'SUBSCRIPTION' ? null : input.title;
  return {
    type: input.type,
    title,
    titleSearch: searchableText(title ?? plan?.title ?? ''),
    description: input.description,
    value: input.value,
    sellerClientId: input.clientId,
    cardEnabled: input.creditCard.enabled,
    cardDiscountPercent: input.creditCard.discountPercent,
    cardInstallments: input.creditCard.installments,
    cardFeeBearer: input.creditCard.feeBearer,
    cardScheduleDate: input.creditCard.scheduleDate,
    bankSlipEnabled: input.bankSlip.enabled,
    bankSlipDiscountPercent: input.bankSlip.discountPercent,
    bankSlipInstallments: input.bankSlip.installments,
    pixEnabled: input.pix.enabled,
    pixDiscountPercent: input.pix.discountPercent,
    pixInstallments: input.pix.installments,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    timer: input.timer,
    bankSlipDescription: input.bankSlipDescription,
    metadata: input.metadata,
    planId: input.subscription?.planId ?? null,
    periodicity: input.subscription?.periodicity ?? null,
    additionalValue: input.subscription?.additionalValue ?? 0,
    additionalTitle: input.subscription?.additionalTitle ?? null,
    additionalInstallments: input.subscription?.additionalInstallments ?? 1,
  };
}

export async function listLinks(ctx: AppContext, viewer: Viewer, query: PaymentLinkListQuery) {
  // The caller chooses the type: asking for quick links without their toggle is refused, as creating one is.
  if (query.type === 'FAST_ORDER' && !seesQuickLinks(viewer)) throw forbidden('LNK-005');
  const sellerId = viewer.sellerId;
  const [{ rows, total, capped }, view] = await Promise.all([
    listLinkPage(ctx.db, sellerId, query),
    viewContext(ctx, sellerId),
  ]);
  const content = rows.map((row) => toPaymentLinkRow(row, view));
  return { ...toPage(content, query.page, query.size, total), capped };
}

/**
 * A link of the viewer's seller. A quick link without `view_fast_payment_link` is 404 like an unknown
 * id: the caller cannot know a link's type before reading it, and the web ends the session on a 403.
 */
async function linkOf(ctx: AppContext, viewer: Viewer, id: string): Promise<LinkRecord> {
  const record = await findLink(ctx.db, viewer.sellerId, id);
  if (!record) throw notFound();
  if (record.type === 'FAST_ORDER' && !seesQuickLinks(viewer)) throw notFound();
  return record;
}

/** One link; its metadata is `[]` for a viewer without `view_payment_link_metadata`. */
export async function getLink(ctx: AppContext, viewer: Viewer, id: string): Promise<PaymentLink> {
  const [record, view] = await Promise.all([linkOf(ctx, viewer, id), viewContext(ctx, viewer.sellerId)]);
  const split = await linkSplitView(ctx.db, viewer.sellerId, id, record.value);
  const link = toPaymentLink(record, view, split);
  return seesMetadata(viewer) ? link : { ...link, metadata: [] };
}

export async function createLink(ctx: AppContext, author: Author, input: PaymentLinkCreate): Promise<PaymentLink> {
  const now = ctx.clock.now();
  await checkLinkRules(ctx.db, author, input, now);
  await checkLinkSplit(ctx.db, author, input);
  const columns = await columnsOf(ctx, author.sellerId, input);
  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentLinks)
      .values({ sellerId: author.sellerId, ...columns, createdAt: now, updatedAt: now })
      .returning({ id: paymentLinks.id });
    if (!row) throw new Error('payment link insert returned nothing');
    await storeLinkSplit(tx, author.sellerId, row.id, input.split);
    return row;
  });
  await ctx.audit.record({
    action: 'payment_link.created',
    sellerId: author.sellerId,
    userId: author.userId,
    details: { paymentLinkId: inserted.id, type: input.type },
  });
  return getLink(ctx, author, inserted.id);
}

/** An edit changes what the next buyers see; charges already made keep what they were sold at. */
export async function updateLink(
  ctx: AppContext,
  author: Author,
  id: string,
  input: PaymentLinkCreate,
): Promise<PaymentLink> {
  const now = ctx.clock.now();
  const current = await linkOf(ctx, author, id);
  if (current.deletedAt) throw new AppError('LNK-001');
  // A link keeps its kind: the forms, the checkout and the charges already made depend on it.
  if (current.type !== input.type) throw new AppError('GEN-400');
  await checkLinkRules(ctx.db, author, input, now, { planId: current.planId });
  await checkLinkSplit(ctx.db, author, input, await linkSplitShares(ctx.db, author.sellerId, id));
  const columns = await columnsOf(ctx, author.sellerId, input);
  // Without the metadata toggle the author neither sees nor sends metadata (a non-empty list is
  // LNK-006 above): the stored metadata stays as it is.
  if (!seesMetadata(author)) columns.metadata = current.metadata;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentLinks)
      .set({ ...columns, updatedAt: now })
      .where(and(eq(paymentLinks.sellerId, author.sellerId), eq(paymentLinks.id, id)));
    await storeLinkSplit(tx, author.sellerId, id, input.split);
  });
  await ctx.audit.record({
    action: 'payment_link.updated',
    sellerId: author.sellerId,
    userId: author.userId,
    details: { paymentLinkId: id },
  });
  return getLink(ctx, author, id);
}

/** Deleting stops the link selling (spec 2 §2: 'desativará o link para futuras contratações'); deleting again changes nothing. */
export async function deleteLink(ctx: AppContext, author: Author, id: string): Promise<void> {
  await linkOf(ctx, author, id);
  const now = ctx.clock.now();
  const [deleted] = await ctx.db
    .update(paymentLinks)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(paymentLinks.sellerId, author.sellerId), eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)))
    .returning({ id: paymentLinks.id });
  if (!deleted) return;
  await ctx.audit.record({
    action: 'payment_link.deleted',
    sellerId: author.sellerId,
    userId: author.userId,
    details: { paymentLinkId: id },
  });
}

/**
 * A copy of everything but the customer (spec 2 §2). An expiry already past is not copied (the copy
 * would be born expired), and neither is its countdown. Copying a quick link creates one: it needs
 * both quick-link toggles, as POST does. Metadata is copied whatever the author's toggles (stored
 * metadata is never lost by a seller who cannot see it).
 */
export async function duplicateLink(ctx: AppContext, author: Author, id: string): Promise<PaymentLink> {
  const source = await linkOf(ctx, author, id);
  if (source.type === 'FAST_ORDER') checkQuickLinkCreation(author);
  const now = ctx.clock.now();
  const keepsExpiry = linkStatus({ deletedAt: null, expiresAt: source.expiresAt }, now) === 'ACTIVE';
  const {
    id: _id,
    clientName: _clientName,
    planTitle: _planTitle,
    deletedAt: _deletedAt,
    paidCharges: _paid,
    ...copied
  } = source;
  // A copy is a new link: its split must still be allowed (the sub-sellers active and approved).
  const split = await linkSplitShares(ctx.db, author.sellerId, id);
  if (split.length > 0) await reviewLinkSplit(ctx.db, author, source.value, split);
  const inserted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentLinks)
      .values({
        ...copied,
        sellerClientId: null,
        expiresAt: keepsExpiry ? source.expiresAt : null,
        timer: keepsExpiry && source.timer,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: paymentLinks.id });
    if (!row) throw new Error('payment link insert returned nothing');
    await storeLinkSplit(tx, author.sellerId, row.id, split);
    return row;
  });
  await ctx.audit.record({
    action: 'payment_link.duplicated',
    sellerId: author.sellerId,
    userId: author.userId,
    details: { paymentLinkId: inserted.id, sourceId: id },
  });
  return getLink(ctx, author, inserted.id);
}

/** Reaction to `charge.paid`: one more paid charge on its link, in the payment's transaction. */
export async function countPaidCharge(tx: Tx, sellerId: string, paymentLinkId: string): Promise<void> {
  await tx
    .update(paymentLinks)
    .set({ paidCharges: sql`${paymentLinks.paidCharges} + 1` })
    .where(and(eq(paymentLinks.sellerId, sellerId), eq(paymentLinks.id, paymentLinkId)));
}
