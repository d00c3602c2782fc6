import { and, asc, eq, lt, lte, or, isNotNull } from 'drizzle-orm';
import { formatBRL, LIFECYCLES, PIX_LIMIT_PERIOD_LABELS, PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { PixOutAnswer, PixOutState } from '../../providers/banking/port.js';
import { activePayerAccount, checkPixLimit } from '../banking/index.js';
import { bookOutflow, bookOutflowReturn, lockAvailableBalance } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { noEarlierScheduled } from './scheduled-order.js';
import { endToEndIdFor } from './end-to-end.js';
import { notifyPaymentFailed, pixNotice } from './notify.js';
import { pixPayments } from './tables.js';

export type PixPaymentRow = typeof pixPayments.$inferSelect;
export const RECONCILE_PIX_PAYMENTS_JOB = 'payments.reconcile-pix';
export const EXECUTE_SCHEDULED_PIX_JOB = 'payments.execute-scheduled-pix';

/** A payment by id, within its seller (every tenant query names the seller). */
export const ofPayment = (row: Pick<PixPaymentRow, 'id' | 'sellerId'>) =>
  and(eq(pixPayments.id, row.id), eq(pixPayments.sellerId, row.sellerId));

export const insufficientBalance = (balance: number) =>
  new AppError('PAY-003', PIX_PAYMENT_MESSAGES.insufficient.replace('{amount}', formatBRL(balance)));

/**
 * The money leaves (docs/payments.md, "The money"), inside the caller's transaction with the move to
 * processing: the period's Pix limit row is locked and checked, then the available balance (locked,
 * always in this order), the PIX_PAYMENT entry is posted (available → the Pix-out clearing) and the
 * end-to-end id is written. Two payments racing for the last R$ 100 of balance or of limit wait on
 * those locks one after the other: exactly one fits.
 */
export async function debitPayment(tx: Tx, row: PixPaymentRow, now: Date, by?: string): Promise<PixPaymentRow> {
  const limit = await checkPixLimit(tx, row.sellerId, row.amount, now);
  if (!limit.fits) {
    const left = Math.max(0, limit.limit - limit.used);
    throw new AppError(
      'PAY-006',
      `O valor ultrapassa o limite Pix do ${PIX_LIMIT_PERIOD_LABELS[limit.period]}. Disponível no período: ${formatBRL(left)}.`,
    );
  }
  const available = await lockAvailableBalance(tx, row.sellerId);
  if (row.amount > available.balance) throw insufficientBalance(available.balance);
  const entryId = await bookOutflow(tx, {
    sellerId: row.sellerId,
    amount: row.amount,
    clearing: 'PLATFORM_PIX_OUT_CLEARING',
    kind: 'PIX_PAYMENT',
    at: now,
    statementType: 'DEBIT_PIX',
    operation: `Pix para ${row.recipientName}`,
    availableId: available.id,
  });
  return theRow(
    await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
      where: ofPayment(row),
      from: ['approved', 'scheduled'],
      to: 'processing',
      at: now,
      by,
      set: { endToEndId: endToEndIdFor(row.id, now), entryId, checkedAt: now },
    }),
    'the debited payment',
  );
}

/**
 * Sends a debited payment to the bank (after its transaction committed) and applies a definite
 * answer. No answer leaves it processing with `bank_accepted_at` empty: the reconcile job asks the
 * bank by reference, and sends it again (the same reference and end-to-end id) if it never arrived.
 */
export async function sendToBank(ctx: AppContext, row: PixPaymentRow): Promise<PixPaymentRow> {
  const payer = await activePayerAccount(ctx.db, row.sellerId);
  if (!payer || !row.endToEndId) return row;
  const state = await askPixOut(ctx, row, payer);
  return state ? applyBankState(ctx, row, state) : row;
}

/** The payer's account as the bank knows it (the PJ account the money leaves). */
export type PayerAccount = NonNullable<Awaited<ReturnType<typeof activePayerAccount>>>;

/** Sends the Pix (its reference and end-to-end id make a repeat the same Pix): the bank's answer, or null when unknown. */
export async function askPixOut(
  ctx: AppContext,
  row: PixPaymentRow,
  payer: PayerAccount,
): Promise<PixOutState | 'ACCEPTED' | null> {
  try {
    const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.banking.pixOut({
        reference: row.id,
        endToEndId: row.endToEndId!,
        amount: row.amount,
        key: row.key,
        payer: { document: payer.companyDocument, agency: payer.agency, number: payer.number },
        recipient: { name: row.recipientName, document: row.recipientDocument, ispb: row.recipientIspb },
      }),
    );
    return stateOf(answer);
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, paymentId: row.id }, 'pix payment outcome unknown');
    return null;
  }
}

function stateOf(answer: PixOutAnswer): PixOutState | 'ACCEPTED' {
  if (answer.outcome === 'SETTLED') return { status: 'SETTLED' };
  if (answer.outcome === 'REJECTED') return { status: 'FAILED', code: answer.code, message: answer.message };
  return 'ACCEPTED';
}

/**
 * Applies what the bank says, once. Settled → completed (guarded by status). Failed → under the
 * row's lock, only if still processing: the debit reversed (PIX_PAYMENT_RETURNED, the money back as
 * CREDIT_REVERSAL), failed with the bank's reason, and the seller told — so the request and the job
 * racing, or two job runs, never give the money back twice.
 */
export async function applyBankState(
  ctx: AppContext,
  row: PixPaymentRow,
  state: PixOutState | 'ACCEPTED',
): Promise<PixPaymentRow> {
  const now = ctx.clock.now();
  if (state === 'ACCEPTED' || state.status === 'PROCESSING') {
    const [kept] = await ctx.db
      .update(pixPayments)
      .set({ bankAcceptedAt: row.bankAcceptedAt ?? now, checkedAt: now })
      .where(and(ofPayment(row), eq(pixPayments.status, 'processing')))
      .returning();
    return kept ?? row;
  }
  if (state.status === 'SETTLED') {
    const [done] = await ctx.db.transaction((tx) =>
      transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: ofPayment(row),
        from: 'processing',
        to: 'completed',
        at: now,
        set: { completedAt: now, bankAcceptedAt: row.bankAcceptedAt ?? now, checkedAt: now },
      }),
    );
    return done ?? theRow(await ctx.db.select().from(pixPayments).where(ofPayment(row)), 'the payment');
  }
  return ctx.db.transaction(async (tx) => {
    const current = theRow(await tx.select().from(pixPayments).where(ofPayment(row)).for('update'), 'the payment');
    if (current.status !== 'processing') return current;
    const reversalEntryId = await bookOutflowReturn(tx, {
      sellerId: current.sellerId,
      amount: current.amount,
      clearing: 'PLATFORM_PIX_OUT_CLEARING',
      kind: 'PIX_PAYMENT_RETURNED',
      at: now,
      operation: `Pix devolvido pelo banco: ${state.message}`,
    });
    const failed = theRow(
      await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: ofPayment(current),
        from: 'processing',
        to: 'failed',
        at: now,
        set: { reversalEntryId, failureCode: state.code, failureReason: state.message, checkedAt: now },
      }),
      'the failed payment',
    );
    await notifyPaymentFailed(tx, now, pixNotice(failed), state.message);
    return failed;
  });
}

/**
 * Job (every minute): processing payments the bank took are polled until they settle or fail; those
 * whose answer is unknown past the lease (lost, or the process died after the debit) are looked up by
 * reference — found: its state applied; never received: sent again with the same reference and
 * end-to-end id (the bank treats it as the same Pix); no answer: left for the next run.
 */
export async function reconcilePixPayments(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const open = await ctx.db
    .select()
    .from(pixPayments)
    .where(
      and(
        eq(pixPayments.status, 'processing'),
        or(isNotNull(pixPayments.bankAcceptedAt), lt(pixPayments.checkedAt, cutoff)),
      ),
    )
    .orderBy(asc(pixPayments.submittedAt))
    .limit(200);
  return settleEach(ctx.log, 'pix payment', open, async (row) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.banking.pixOutStatus(row.id));
    const after = known.found ? await applyBankState(ctx, row, known.result) : await sendToBank(ctx, row);
    if (after.status === 'processing') {
      await ctx.db.update(pixPayments).set({ checkedAt: ctx.clock.now() }).where(ofPayment(row));
      return false;
    }
    return true;
  });
}

/**
 * Job (07:00 São Paulo, then hourly until 19:00 as a catch-up): each scheduled payment due today or
 * earlier is claimed under its row lock (`SKIP LOCKED`: two workers never take the same one) and
 * executed once, a seller's in the order they were scheduled (scheduled-order.ts): balance and limit
 * checked again; not enough → failed with a notification, no money moved. Then the bank is asked,
 * outside the transaction.
 */
export async function executeScheduledPayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  let executed = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pixPayments)
        .where(
          and(
            eq(pixPayments.status, 'scheduled'),
            lte(pixPayments.paymentDate, today),
            noEarlierScheduled(tx, pixPayments, today),
          ),
        )
        .orderBy(asc(pixPayments.paymentDate), asc(pixPayments.submittedAt), asc(pixPayments.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      try {
        return await tx.transaction((inner) => debitPayment(inner, row, now));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.items[0]?.description ?? error.message;
        const failed = theRow(
          await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
            where: ofPayment(row),
            from: 'scheduled',
            to: 'failed',
            at: now,
            set: { failureCode: error.items[0]?.code ?? 'PAY', failureReason: reason, checkedAt: now },
          }),
          'the unpaid scheduled payment',
        );
        await notifyPaymentFailed(tx, now, pixNotice(failed), reason);
        return failed;
      }
    });
    if (!claimed) return executed;
    executed += 1;
    if (claimed.status === 'processing') await sendToBank(ctx, claimed);
  }
}
