import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  can,
  cents,
  reviewSplit,
  type LinkSplit,
  type PaymentLinkCreate,
  type SplitReviewView,
  type SplitShareInput,
} from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Session } from '../../plugins/types.js';
import { feeFor, priceFor } from '../ledger/index.js';
import { subSellers } from '../sub-sellers/index.js';
import { discountedValue } from './rules.js';
import { paymentLinkSplits } from './tables.js';

/*
 * A link's split (spec 2 §2 'Revise os valores do split', §4, §5; docs/sub-sellers.md): the shares
 * are checked and reviewed here with the contract's `reviewSplit`, the one rule both sides run.
 */

type Author = Pick<Session, 'sellerId' | 'roles' | 'features'>;

/** The seller's sub-sellers a sale may be split with: switched on and approved by the acquirer. */
export async function splitOptions(db: DbOrTx, sellerId: string) {
  const rows = await db
    .select({
      id: subSellers.id,
      name: subSellers.name,
      paymentType: subSellers.paymentType,
      paymentValue: subSellers.paymentValue,
    })
    .from(subSellers)
    .where(and(eq(subSellers.sellerId, sellerId), eq(subSellers.isActive, true), eq(subSellers.splitStatus, 'ACTIVE')))
    .orderBy(asc(subSellers.nameSearch), asc(subSellers.id));
  return { content: rows };
}

/** Names of the given sub-sellers that may receive split now (SVD-003 for any other id). */
async function usableNames(db: DbOrTx, sellerId: string, shares: readonly SplitShareInput[]) {
  const ids = shares.map((share) => share.subSellerId);
  const rows = await db
    .select({ id: subSellers.id, name: subSellers.name, isActive: subSellers.isActive, status: subSellers.splitStatus })
    .from(subSellers)
    .where(and(eq(subSellers.sellerId, sellerId), inArray(subSellers.id, ids)));
  const names = new Map(rows.filter((row) => row.isActive && row.status === 'ACTIVE').map((row) => [row.id, row.name]));
  if (ids.some((id) => !names.has(id))) throw new AppError('SVD-003');
  return names;
}

/** The provider's fee on one card payment of `value` (what the review shows as 'Taxas'). */
async function cardFee(db: DbOrTx, sellerId: string, value: number): Promise<number> {
  return feeFor(cents(value), await priceFor(db, sellerId, 'CREDIT_CARD', 1));
}

/** 'Revise os valores do split' for a value: each share, the fee and the seller's remainder. */
export async function reviewLinkSplit(
  db: DbOrTx,
  author: Author,
  value: number,
  shares: readonly SplitShareInput[],
): Promise<SplitReviewView> {
  const names = await usableNames(db, author.sellerId, shares);
  const review = reviewSplit(value, shares, await cardFee(db, author.sellerId, value));
  return {
    value: review.value,
    shares: review.shares.map((share, index) => {
      const input = shares[index]!;
      return { ...input, name: names.get(share.subSellerId)!, amount: share.amount };
    }),
    amountForSubSellers: review.amountForSubSellers,
    fee: review.fee,
    remainder: review.remainder,
  };
}

/**
 * The rules of a link's split on the server: who may split (SELLER_ADMIN with the toggle), which
 * sub-sellers (the seller's, active and approved), and a remainder that is not negative at the
 * price a card buyer pays in one go (after the card's discount).
 */
export async function checkLinkSplit(
  db: DbOrTx,
  author: Author,
  input: PaymentLinkCreate,
  current: readonly SplitShareInput[] = [],
): Promise<void> {
  if (!can(author, 'charges.split')) {
    // Someone who cannot see the split section edits the rest of a split link: its split stays as it
    // is. A 400, not a 403: the web ends the session on a 403, and this is a field they may not set.
    if (sameShares(current, input.split)) return;
    throw new AppError('SVD-005');
  }
  if (input.split.length === 0) return;
  const cardValue = discountedValue(input.value, input.creditCard.discountPercent);
  const review = await reviewLinkSplit(db, author, cardValue, input.split);
  if (review.remainder < 0) throw new AppError('SVD-004');
}

const sameShares = (a: readonly SplitShareInput[], b: readonly SplitShareInput[]) =>
  a.length === b.length &&
  a.every(
    (share, index) =>
      share.subSellerId === b[index]?.subSellerId &&
      share.paymentType === b[index]?.paymentType &&
      share.paymentValue === b[index]?.paymentValue,
  );

/** Replaces a link's shares, in the transaction that writes the link. */
export async function storeLinkSplit(
  db: DbOrTx,
  sellerId: string,
  paymentLinkId: string,
  shares: readonly SplitShareInput[],
): Promise<void> {
  await db
    .delete(paymentLinkSplits)
    .where(and(eq(paymentLinkSplits.sellerId, sellerId), eq(paymentLinkSplits.paymentLinkId, paymentLinkId)));
  if (shares.length === 0) return;
  await db
    .insert(paymentLinkSplits)
    .values(shares.map((share, position) => ({ sellerId, paymentLinkId, position, ...share })));
}

/** A link's shares as configured, in order (what a sale on it copies). */
export async function linkSplitShares(db: DbOrTx, sellerId: string, paymentLinkId: string): Promise<SplitShareInput[]> {
  return db
    .select({
      subSellerId: paymentLinkSplits.subSellerId,
      paymentType: paymentLinkSplits.paymentType,
      paymentValue: paymentLinkSplits.paymentValue,
    })
    .from(paymentLinkSplits)
    .where(and(eq(paymentLinkSplits.sellerId, sellerId), eq(paymentLinkSplits.paymentLinkId, paymentLinkId)))
    .orderBy(asc(paymentLinkSplits.position));
}

/** The link's split as shown: each sub-seller's name and amount of the link's value. */
export async function linkSplitView(
  db: DbOrTx,
  sellerId: string,
  paymentLinkId: string,
  value: number,
): Promise<LinkSplit | null> {
  const shares = await linkSplitShares(db, sellerId, paymentLinkId);
  if (shares.length === 0) return null;
  const rows = await db
    .select({ id: subSellers.id, name: subSellers.name })
    .from(subSellers)
    .where(
      and(
        eq(subSellers.sellerId, sellerId),
        inArray(
          subSellers.id,
          shares.map((share) => share.subSellerId),
        ),
      ),
    );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const review = reviewSplit(value, shares, 0);
  return {
    shares: shares.map((share, index) => ({
      ...share,
      name: names.get(share.subSellerId) ?? '',
      amount: review.shares[index]!.amount,
    })),
    amountForSubSellers: review.amountForSubSellers,
  };
}
