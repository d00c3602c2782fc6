import { and, eq, lte } from 'drizzle-orm';
import {
  PAYMENT_METHOD_LABELS,
  sumCents,
  type Cents,
  type PaymentMethod,
  type SplitShareInput,
  cents,
} from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { accountIds } from './accounts.js';
import { postEntries, postEntry } from './journal.js';
import { markReleased } from './receivable-moves.js';
import { defaultPrice, splitReceivables, type PriceLine } from './prices.js';
import { splitPlan, subSellerPaymentLines } from './split.js';
import { receivables, sellerPrices } from './tables.js';

export async function priceFor(
  db: DbOrTx,
  sellerId: string,
  method: PaymentMethod,
  installments: number,
): Promise<PriceLine> {
  const [own] = await db
    .select()
    .from(sellerPrices)
    .where(
      and(
        eq(sellerPrices.sellerId, sellerId),
        eq(sellerPrices.paymentMethod, method),
        eq(sellerPrices.installments, installments),
      ),
    );
  return own ?? defaultPrice(method, installments);
}

export interface PaidCharge {
  id: string;
  sellerId: string;
  paymentMethod: PaymentMethod;
  installments: number;
  /** What the buyer paid, interest included. */
  amount: Cents;
  paidAt: Date;
  paidDate: string;
  /** The sub-sellers' shares the charge was sold with (charge_split_shares); empty when not split. */
  split?: readonly SplitShareInput[];
}

function paymentOperation(method: PaymentMethod, installment: number, installments: number): string {
  const base = `Recebimento ${PAYMENT_METHOD_LABELS[method]}`;
  return installments > 1 ? `${base} - Parcela ${installment}/${installments}` : base;
}

/**
 * Books a paid charge: the buyer's money arrives in the acquirer clearing account, the provider
 * keeps its fee, and each instalment's net becomes a receivable of the seller dated when it settles.
 * Returns the fee. Runs in the caller's transaction.
 */
export async function bookChargePayment(db: DbOrTx, charge: PaidCharge): Promise<Cents> {
  const price = await priceFor(db, charge.sellerId, charge.paymentMethod, charge.installments);
  const parts = splitReceivables(charge.amount, charge.installments, price, charge.paidDate, charge.paymentMethod);
  const shares = charge.split ?? [];
  const plan = shares.length > 0 ? splitPlan(charge.amount, parts, shares) : null;
  const inserted = await db
    .insert(receivables)
    .values(
      parts.map((part, index) => {
        const split = plan?.perInstallment[index] ?? 0;
        return {
          sellerId: charge.sellerId,
          chargeId: charge.id,
          installment: part.installment,
          installments: charge.installments,
          gross: part.gross,
          fee: part.fee,
          split: cents(split),
          net: cents(part.net - split),
          settlementDate: part.settlementDate,
          status: 'PENDING' as const,
        };
      }),
    )
    .returning({ id: receivables.id, installment: receivables.installment, net: receivables.net });
  const withIds = parts.map((part) => {
    const row = inserted.find((candidate) => candidate.installment === part.installment)!;
    return { ...part, receivableId: row.id, sellerNet: row.net };
  });
  const fee = sumCents(parts.map((part) => part.fee));
  const [receivable, clearing, revenue] = await accountIds(db, [
    { sellerId: charge.sellerId, kind: 'SELLER_RECEIVABLE' },
    { sellerId: null, kind: 'PLATFORM_ACQUIRER_CLEARING' },
    { sellerId: null, kind: 'PLATFORM_FEE_REVENUE' },
  ]);
  const splitLines = plan
    ? await subSellerPaymentLines(db, {
        sellerId: charge.sellerId,
        chargeId: charge.id,
        installments: charge.installments,
        parts: withIds,
        shares,
        perShare: plan.perShare,
      })
    : [];
  await postEntry(db, {
    sellerId: charge.sellerId,
    kind: 'CHARGE_PAYMENT',
    chargeId: charge.id,
    occurredAt: charge.paidAt,
    postings: [
      { accountId: clearing, amount: -charge.amount, effectiveDate: charge.paidDate, chargeId: charge.id },
      { accountId: revenue, amount: fee, effectiveDate: charge.paidDate, chargeId: charge.id },
      ...withIds.map((part) => ({
        accountId: receivable,
        amount: part.sellerNet,
        effectiveDate: part.settlementDate,
        sellerId: charge.sellerId,
        statementType: 'CREDIT_PAYMENT' as const,
        operation: paymentOperation(charge.paymentMethod, part.installment, charge.installments),
        chargeId: charge.id,
        receivableId: part.receivableId,
      })),
      ...splitLines,
    ],
  });
  return fee;
}

const RELEASE_BATCH = 500;

/**
 * Moves every receivable due by `today` (São Paulo) from 'to be released' to 'available', one entry
 * per receivable. Safe to run twice and from several workers (rows are locked and skipped).
 */
export async function releaseDueReceivables(db: DbOrTx, today: string, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(receivables)
        .where(and(eq(receivables.status, 'PENDING'), lte(receivables.settlementDate, today)))
        .limit(RELEASE_BATCH)
        .for('update', { skipLocked: true });
      // Every seller's two accounts in one look-up per batch, not per receivable or seller.
      const sellerIds = [...new Set(due.map((row) => row.sellerId))];
      const ids = await accountIds(
        tx,
        sellerIds.flatMap((sellerId) => [
          { sellerId, kind: 'SELLER_RECEIVABLE' as const },
          { sellerId, kind: 'SELLER_AVAILABLE' as const },
        ]),
      );
      const accounts = new Map(
        sellerIds.map((sellerId, index) => [sellerId, { from: ids[index * 2]!, to: ids[index * 2 + 1]! }]),
      );
      // One entry per receivable (the statement shows each), all written in one statement.
      const entries = due.flatMap((row) => {
        const { from, to } = accounts.get(row.sellerId)!;
        // A refund or dispute may have taken part of it back already.
        const amount = row.net - row.reversed;
        if (amount === 0) return [];
        const line = {
          effectiveDate: row.settlementDate,
          sellerId: row.sellerId,
          chargeId: row.chargeId,
          receivableId: row.id,
        };
        return [
          {
            sellerId: row.sellerId,
            kind: 'RECEIVABLE_RELEASE',
            chargeId: row.chargeId,
            occurredAt: now,
            postings: [
              { ...line, accountId: from, amount: -amount },
              { ...line, accountId: to, amount },
            ],
          },
        ];
      });
      await postEntries(tx, entries);
      await markReleased(
        tx,
        due.map((row) => row.id),
        now,
      );
      return due.length;
    });
    released += batch;
    if (batch < RELEASE_BATCH) return released;
  }
}
