import { and, asc, eq, lt, or } from 'drizzle-orm';
import { isWithdrawalBlocked, LIFECYCLES, type TransferCreate, type Withdrawal, cents } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { TransferAnswer, TransferState } from '../../providers/banking/port.js';
import { bookOutflow, bookOutflowReturn, ledgerAccounts, lockAvailableBalance } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import {
  anticipationCandidates,
  bookAnticipation,
  mayIncludeToBeReleased,
  withdrawalAnticipation,
  type Actor,
} from './anticipation.js';
import { payoutHoldUntil } from './payout-account.js';
import { financeSettings, findPayoutAccount, toWithdrawal, type WithdrawalRow } from './queries.js';
import { withdrawals } from './tables.js';

export const RECONCILE_WITHDRAWALS_JOB = 'finance.reconcile-withdrawals';

/** A withdrawal by id, within its seller (every tenant query names the seller). */
const ofWithdrawal = (row: Pick<WithdrawalRow, 'id' | 'sellerId'>) =>
  and(eq(withdrawals.id, row.id), eq(withdrawals.sellerId, row.sellerId));
const OPEN = ['PENDING', 'PROCESSING'] as const;

/**
 * 'Novo repasse' (docs/finance.md):
 * 1. Refused from 23:00 to 01:00 São Paulo, by the server clock.
 * 2. One transaction: the seller's available-balance account row is locked (`FOR UPDATE`), so every
 *    withdrawal of the seller waits here and reads the balance the previous one left; the amount is
 *    checked against it and booked (DEBIT_TRANSFER) with the withdrawal row (PENDING: the intent,
 *    with the request's idempotency key). Parallel withdrawals can never take the balance below zero.
 *    With `useAnticipationAmount`, the shortfall is anticipated from the balance to be released in
 *    the same transaction (receivables locked first: the lock order of every money transaction).
 * 3. After commit, the bank is asked with a timeout (the withdrawal id is its idempotency reference):
 *    accepted → PROCESSING (201); refused → the booking reversed, FAILED, 502; no answer → PENDING
 *    (202) for the reconciliation job, which asks the bank by reference.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  actor: Actor,
  body: TransferCreate,
  key?: string,
): Promise<{ status: 201 | 202; withdrawal: Withdrawal }> {
  const now = ctx.clock.now();
  if (isWithdrawalBlocked(now)) throw new AppError('FIN-001');
  const row = await bookWithdrawal(
    ctx,
    actor,
    { amount: body.amount, include: body.useAnticipationAmount ?? false },
    now,
    key,
  );
  const after = row.status === 'PENDING' ? await askBank(ctx, row) : row;
  if (after.status === 'FAILED') throw new AppError('FIN-004');
  return { status: after.status === 'PENDING' ? 202 : 201, withdrawal: toWithdrawal(after) };
}

async function bookWithdrawal(
  ctx: AppContext,
  actor: Actor,
  request: { amount: number; include: boolean },
  now: Date,
  key?: string,
): Promise<WithdrawalRow> {
  const today = businessDate(now);
  return ctx.db.transaction(async (tx) => {
    if (key) {
      const [earlier] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.sellerId, actor.sellerId), eq(withdrawals.idempotencyKey, key)));
      if (earlier) return earlier;
    }
    const account = await findPayoutAccount(tx, actor.sellerId);
    if (!account) throw new AppError('FIN-003');
    // A payout account changed less than 24 h ago receives nothing yet (docs/banking.md).
    if (await payoutHoldUntil(tx, actor.sellerId, now)) throw new AppError('FIN-010');
    let amount = request.amount;
    let anticipated = 0;
    if (request.include) {
      const settings = await financeSettings(tx, actor.sellerId);
      if (!mayIncludeToBeReleased(actor, settings)) throw new AppError('FIN-007');
      // Receivables before the balance (lock order); the balance read here is re-checked under its lock.
      const list = await anticipationCandidates(tx, actor.sellerId, today, true);
      // Every account of the seller in id order (postEntry's order), before the anticipation moves two of them.
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.sellerId, actor.sellerId))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      const { balance: estimate } = await lockAvailableBalance(tx, actor.sellerId);
      const plan = withdrawalAnticipation(list, { requested: amount, available: estimate, today, settings });
      if (plan) {
        if (!plan.enough) throw new AppError('FIN-002');
        await bookAnticipation(tx, {
          actor,
          selection: plan.selection,
          fraudFee: plan.fraudFee,
          rateBp: settings.rateBp,
          now,
        });
        anticipated = plan.selection.gross;
        amount -= plan.selection.fee + plan.fraudFee;
        if (amount <= 0) throw new AppError('FIN-002');
      }
    }
    const available = await lockAvailableBalance(tx, actor.sellerId);
    if (amount > available.balance) throw new AppError('FIN-002');
    const entryId = await bookOutflow(tx, {
      sellerId: actor.sellerId,
      amount,
      clearing: 'PLATFORM_PAYOUT_CLEARING',
      kind: 'WITHDRAWAL',
      at: now,
      statementType: 'DEBIT_TRANSFER',
      operation: 'Repasse para conta bancária',
      availableId: available.id,
    });
    return theRow(
      await tx
        .insert(withdrawals)
        .values({
          sellerId: actor.sellerId,
          amount: cents(amount),
          anticipated: cents(anticipated),
          status: 'PENDING',
          account,
          entryId,
          userId: actor.userId,
          idempotencyKey: key ?? null,
          createdAt: now,
          scheduledDate: today,
        })
        .returning(),
      'the new withdrawal',
    );
  });
}

/** Sends the transfer and applies a definite answer; no answer leaves the withdrawal PENDING. */
async function askBank(ctx: AppContext, row: WithdrawalRow): Promise<WithdrawalRow> {
  try {
    const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.banking.transfer({ reference: row.id, amount: row.amount, to: row.account }),
    );
    return await applyAnswer(ctx, row, answer);
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, withdrawalId: row.id }, 'withdrawal outcome unknown');
    return row;
  }
}

function applyAnswer(ctx: AppContext, row: WithdrawalRow, answer: TransferAnswer): Promise<WithdrawalRow> {
  return answer.outcome === 'ACCEPTED'
    ? applyState(ctx, row, { status: 'PROCESSING', transferId: answer.transferId })
    : applyState(ctx, row, { status: 'FAILED', transferId: '', code: answer.code, message: answer.message });
}

/**
 * Applies what the bank says, once: PROCESSING and SETTLED are guarded updates (only from an open
 * status); FAILED locks the row and, only if it is still open, books the reversal (the money back to
 * the available balance, CREDIT_REVERSAL), marks it FAILED and tells the seller — so the request and
 * the job racing each other, or two job runs, never give the money back twice.
 */
async function applyState(ctx: AppContext, row: WithdrawalRow, state: TransferState): Promise<WithdrawalRow> {
  const now = ctx.clock.now();
  if (state.status === 'PROCESSING' || state.status === 'SETTLED') {
    const from = state.status === 'PROCESSING' ? (['PENDING'] as const) : OPEN;
    const [done] = await ctx.db.transaction((tx) =>
      transition(tx, withdrawals, LIFECYCLES.withdrawal, {
        where: ofWithdrawal(row),
        from,
        to: state.status,
        at: now,
        set: {
          transferId: state.transferId,
          checkedAt: now,
          ...(state.status === 'SETTLED' ? { settledAt: now } : {}),
        },
      }),
    );
    return done ?? theRow(await ctx.db.select().from(withdrawals).where(ofWithdrawal(row)), 'the withdrawal');
  }
  return ctx.db.transaction(async (tx) => {
    const current = theRow(
      await tx.select().from(withdrawals).where(ofWithdrawal(row)).for('update'),
      'the withdrawal',
    );
    if (current.status !== 'PENDING' && current.status !== 'PROCESSING') return current;
    const reversalEntryId = await bookOutflowReturn(tx, {
      sellerId: current.sellerId,
      amount: current.amount,
      clearing: 'PLATFORM_PAYOUT_CLEARING',
      kind: 'WITHDRAWAL_REVERSAL',
      at: now,
      operation: `Repasse devolvido pelo banco: ${state.message}`,
    });
    const failed = theRow(
      await transition(tx, withdrawals, LIFECYCLES.withdrawal, {
        where: ofWithdrawal(current),
        from: OPEN,
        to: 'FAILED',
        at: now,
        set: {
          reversalEntryId,
          failureCode: state.code,
          transferId: state.transferId || current.transferId,
          checkedAt: now,
        },
      }),
      'the failed withdrawal',
    );
    await createNotification(tx, now, {
      sellerId: current.sellerId,
      type: 'NOTIFICATION_TRANSFER_FAILED',
      variables: { uuid: current.id, amount: String(current.amount), reason: state.message },
    });
    return failed;
  });
}

/**
 * Job (every minute): withdrawals the bank accepted (PROCESSING) are polled until they settle or
 * fail; those PENDING past the lease (the answer was lost, or the process died before or after
 * asking) are looked up by reference — found: its state applied; never received: sent again with the
 * same reference (the bank treats it as the same transfer); no answer: left for the next run.
 */
export async function reconcileWithdrawals(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const open = await ctx.db
    .select()
    .from(withdrawals)
    .where(
      or(
        eq(withdrawals.status, 'PROCESSING'),
        and(eq(withdrawals.status, 'PENDING'), lt(withdrawals.createdAt, cutoff)),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(200);
  return settleEach(ctx.log, 'withdrawal', open, async (row) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.banking.transferStatus(row.id));
    const after = known.found ? await applyState(ctx, row, known.result) : await askBank(ctx, row);
    if (after.status === 'PENDING' || after.status === 'PROCESSING') {
      await ctx.db.update(withdrawals).set({ checkedAt: ctx.clock.now() }).where(ofWithdrawal(row));
      return false;
    }
    return true;
  });
}
