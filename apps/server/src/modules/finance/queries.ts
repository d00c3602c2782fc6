import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  WITHDRAWAL_LIST_SIZE,
  type Balance,
  type BankingType,
  type PayoutAccount,
  type Withdrawal,
} from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { ANTICIPATION_MONTHLY_RATE_BP, anticipationFee, receivables, sellerBalances } from '../ledger/index.js';
import { sellers } from '../sellers/index.js';
import { payoutAccounts, sellerFinanceSettings, withdrawals } from './tables.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface FinanceSettings {
  bankingType: BankingType;
  onDemandEnabled: boolean;
  isFraud: boolean;
  /** Monthly anticipation rate, basis points. */
  rateBp: number;
}

/** The seller's banking type and finance settings (defaults when the seller has no settings row). */
export async function financeSettings(db: DbOrTx, sellerId: string): Promise<FinanceSettings> {
  const [row] = await db
    .select({
      bankingType: sellers.bankingType,
      onDemandEnabled: sellerFinanceSettings.onDemandEnabled,
      isFraud: sellerFinanceSettings.isFraud,
      rateBp: sellerFinanceSettings.anticipationRateBp,
    })
    .from(sellers)
    .leftJoin(sellerFinanceSettings, eq(sellerFinanceSettings.sellerId, sellers.id))
    .where(eq(sellers.id, sellerId));
  return {
    bankingType: row?.bankingType ?? 'BARTE_BANKING',
    onDemandEnabled: row?.onDemandEnabled ?? false,
    isFraud: row?.isFraud ?? false,
    rateBp: row?.rateBp ?? ANTICIPATION_MONTHLY_RATE_BP,
  };
}

export async function findPayoutAccount(db: DbOrTx, sellerId: string): Promise<PayoutAccount | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId));
  if (!row) return null;
  const { sellerId: _seller, updatedAt: _updated, changedAt: _changed, ...account } = row;
  return account;
}

/**
 * What the seller could anticipate today: the pending receivables settling after `today`, their sum
 * and their centavo-days (Σ amount × days early), from which the fee of anticipating them all follows.
 */
export async function anticipatable(db: DbOrTx, sellerId: string, today: string) {
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${receivables.net} - ${receivables.reversed}), 0)`,
      centDays: sql<string>`coalesce(sum((${receivables.net} - ${receivables.reversed}) * (${receivables.settlementDate} - ${today}::date)), 0)`,
    })
    .from(receivables)
    .where(
      and(eq(receivables.sellerId, sellerId), eq(receivables.status, 'PENDING'), gt(receivables.settlementDate, today)),
    );
  return { amount: Number(row?.amount ?? 0), centDays: Number(row?.centDays ?? 0) };
}

/** The Balance entity, read from the ledger's cached balances and the pending receivables. */
export async function balanceOf(db: DbOrTx, sellerId: string, today: string): Promise<Balance> {
  const [balances, settings, early] = await Promise.all([
    sellerBalances(db, sellerId),
    financeSettings(db, sellerId),
    anticipatable(db, sellerId, today),
  ]);
  const fee = early.amount > 0 ? anticipationFee(early.centDays, settings.rateBp) : 0;
  return {
    amount: balances.available,
    provisionedAmount: balances.toBeReleased,
    totalAmount: balances.available + balances.toBeReleased,
    notFormattedAmount: balances.available,
    bankingType: settings.bankingType,
    amountToAnticipation: early.amount,
    onDemandNetAmount: Math.max(0, early.amount - fee),
    isOnDemandEnabled: settings.onDemandEnabled,
  };
}

const OPEN = ['PENDING', 'PROCESSING'] as const;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    uuid: row.id,
    amount: row.amount,
    anticipatedAmount: row.anticipated,
    date: row.createdAt.toISOString(),
    scheduledDate: row.scheduledDate,
    status: row.status,
  };
}

/** 'Solicitações de repasse em processamento': up to 50, newest first. */
export async function openWithdrawals(db: DbOrTx, sellerId: string): Promise<Withdrawal[]> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.sellerId, sellerId), inArray(withdrawals.status, [...OPEN])))
    .orderBy(desc(withdrawals.createdAt))
    .limit(WITHDRAWAL_LIST_SIZE);
  return rows.map(toWithdrawal);
}

/** GET /sellers/transfers: the total still on its way to the bank. */
export async function pendingTotal(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      quantity: sql<number>`count(*)::int`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.sellerId, sellerId), inArray(withdrawals.status, [...OPEN])));
  return { totalPending: Number(row?.total ?? 0), quantity: row?.quantity ?? 0 };
}
