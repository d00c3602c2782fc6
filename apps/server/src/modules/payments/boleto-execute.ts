import { and, asc, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import { LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { settleEach } from '../../providers/acquirer/reconcile.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { BoletoPaymentAnswer, BoletoPaymentState } from '../../providers/banking/port.js';
import { activePayerAccount } from '../banking/index.js';
import { bookOutflow, bookOutflowReturn, lockAvailableBalance } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { noEarlierScheduled } from './scheduled-order.js';
import { boletoPayments } from './boleto-tables.js';
import { insufficientBalance, type PayerAccount } from './execute.js';
import { notifyPaymentFailed, type PaymentNotice } from './notify.js';

export type BoletoPaymentRow = typeof boletoPayments.$inferSelect;
export const RECONCILE_BOLETO_PAYMENTS_JOB = 'payments.reconcile-boletos';
export const EXECUTE_SCHEDULED_BOLETOS_JOB = 'payments.execute-scheduled-boletos';

export const ofBoletoPayment = (row: Pick<BoletoPaymentRow, 'id' | 'sellerId'>) =>
  and(eq(boletoPayments.id, row.id), eq(boletoPayments.sellerId, row.sellerId));

export const boletoNotice = (row: BoletoPaymentRow): PaymentNotice => ({
  type: 'NOTIFICATION_BOLETO_PAYMENT',
  id: row.id,
  sellerId: row.sellerId,
  amount: row.amount,
  recipient: row.payeeName,
});

/**
 * The money leaves (docs/payments.md, "Boletos"), inside the caller's transaction with the move to
 * processing: the available balance is locked and checked, and the BOLETO_PAYMENT entry moves it to
 * the boleto-out clearing. Pix limits are the central bank's rule for Pix and do not apply here.
 */
export async function debitBoletoPayment(
  tx: Tx,
  row: BoletoPaymentRow,
  now: Date,
  by?: string,
): Promise<BoletoPaymentRow> {
  const available = await lockAvailableBalance(tx, row.sellerId);
  if (row.amount > available.balance) throw insufficientBalance(available.balance);
  const entryId = await bookOutflow(tx, {
    sellerId: row.sellerId,
    amount: row.amount,
    clearing: 'PLATFORM_BOLETO_OUT_CLEARING',
    kind: 'BOLETO_PAYMENT',
    at: now,
    statementType: 'DEBIT_BOLETO',
    operation: `Boleto pago a ${row.payeeName}`,
    availableId: available.id,
  });
  return theRow(
    await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
      where: ofBoletoPayment(row),
      from: ['approved', 'scheduled'],
      to: 'processing',
      at: now,
      by,
      set: { entryId, checkedAt: now },
    }),
    'the debited boleto payment',
  );
}

/**
 * Sends a debited payment to the bank after its transaction committed and applies a definite answer.
 * No answer leaves it processing with `bank_accepted_at` empty: the reconcile job asks the bank by
 * reference, and sends it again (the same reference: the bank pays it once) if it never arrived.
 */
export async function sendBoletoToBank(ctx: AppContext, row: BoletoPaymentRow): Promise<BoletoPaymentRow> {
  const payer = await activePayerAccount(ctx.db, row.sellerId);
  if (!payer || !row.entryId) return row;
  const state = await askBoletoPayment(ctx, row, payer);
  return state ? applyBoletoState(ctx, row, state) : row;
}

/** Asks the bank to pay the boleto (our reference makes a repeat the same payment): its answer, or null when unknown. */
export async function askBoletoPayment(
  ctx: AppContext,
  row: BoletoPaymentRow,
  payer: PayerAccount,
): Promise<BoletoPaymentState | 'ACCEPTED' | null> {
  try {
    const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.banking.payBoleto({
        reference: row.id,
        barcode: row.barcode,
        amount: row.amount,
        payer: { document: payer.companyDocument, agency: payer.agency, number: payer.number },
      }),
    );
    return stateOf(answer);
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ reason: error.reason, paymentId: row.id }, 'boleto payment outcome unknown');
    return null;
  }
}

function stateOf(answer: BoletoPaymentAnswer): BoletoPaymentState | 'ACCEPTED' {
  if (answer.outcome === 'SETTLED') return { status: 'SETTLED', authenticationCode: answer.authenticationCode };
  if (answer.outcome === 'REJECTED') return { status: 'FAILED', code: answer.code, message: answer.message };
  return 'ACCEPTED';
}

/**
 * Applies what the bank says, once: settled → completed with its authentication code; failed → under
 * the row's lock and only if still processing, the debit reversed (BOLETO_PAYMENT_RETURNED) and the
 * seller told, so the request and the job racing never give the money back twice.
 */
export async function applyBoletoState(
  ctx: AppContext,
  row: BoletoPaymentRow,
  state: BoletoPaymentState | 'ACCEPTED',
): Promise<BoletoPaymentRow> {
  const now = ctx.clock.now();
  if (state === 'ACCEPTED' || state.status === 'PROCESSING') {
    const [kept] = await ctx.db
      .update(boletoPayments)
      .set({ bankAcceptedAt: row.bankAcceptedAt ?? now, checkedAt: now })
      .where(and(ofBoletoPayment(row), eq(boletoPayments.status, 'processing')))
      .returning();
    return kept ?? row;
  }
  if (state.status === 'SETTLED') {
    const [done] = await ctx.db.transaction((tx) =>
      transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(row),
        from: 'processing',
        to: 'completed',
        at: now,
        set: {
          completedAt: now,
          authenticationCode: state.authenticationCode,
          bankAcceptedAt: row.bankAcceptedAt ?? now,
          checkedAt: now,
        },
      }),
    );
    return done ?? theRow(await ctx.db.select().from(boletoPayments).where(ofBoletoPayment(row)), 'the payment');
  }
  return ctx.db.transaction(async (tx) => {
    const current = theRow(
      await tx.select().from(boletoPayments).where(ofBoletoPayment(row)).for('update'),
      'the boleto payment',
    );
    if (current.status !== 'processing') return current;
    const reversalEntryId = await bookOutflowReturn(tx, {
      sellerId: current.sellerId,
      amount: current.amount,
      clearing: 'PLATFORM_BOLETO_OUT_CLEARING',
      kind: 'BOLETO_PAYMENT_RETURNED',
      at: now,
      operation: `Boleto devolvido pelo banco: ${state.message}`,
    });
    const failed = theRow(
      await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(current),
        from: 'processing',
        to: 'failed',
        at: now,
        set: { reversalEntryId, failureCode: state.code, failureReason: state.message, checkedAt: now },
      }),
      'the failed boleto payment',
    );
    await notifyPaymentFailed(tx, now, boletoNotice(failed), state.message);
    return failed;
  });
}

/**
 * Job (every minute), as for Pix: processing payments the bank took are polled until they settle or
 * fail; those whose answer is unknown past the lease are looked up by reference — found: its state
 * applied; never received: sent again under the same reference; no answer: left for the next run.
 */
export async function reconcileBoletoPayments(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.reconcileLeaseMs);
  const open = await ctx.db
    .select()
    .from(boletoPayments)
    .where(
      and(
        eq(boletoPayments.status, 'processing'),
        or(isNotNull(boletoPayments.bankAcceptedAt), lt(boletoPayments.checkedAt, cutoff)),
      ),
    )
    .orderBy(asc(boletoPayments.submittedAt))
    .limit(200);
  return settleEach(ctx.log, 'boleto payment', open, async (row) => {
    const known = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
      ctx.banking.boletoPaymentStatus(row.id),
    );
    const after = known.found ? await applyBoletoState(ctx, row, known.result) : await sendBoletoToBank(ctx, row);
    if (after.status === 'processing') {
      await ctx.db.update(boletoPayments).set({ checkedAt: ctx.clock.now() }).where(ofBoletoPayment(row));
      return false;
    }
    return true;
  });
}

/**
 * Job (07:00 São Paulo, then hourly until 19:00): each scheduled boleto payment due today or earlier
 * is claimed under its row lock (`SKIP LOCKED`) and executed once, a seller's in the order they were
 * scheduled (scheduled-order.ts); a short balance fails it with a notification and no money moved.
 * The bank is asked outside the transaction.
 */
export async function executeScheduledBoletos(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  let executed = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(boletoPayments)
        .where(
          and(
            eq(boletoPayments.status, 'scheduled'),
            lte(boletoPayments.paymentDate, today),
            noEarlierScheduled(tx, boletoPayments, today),
          ),
        )
        .orderBy(asc(boletoPayments.paymentDate), asc(boletoPayments.submittedAt), asc(boletoPayments.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      try {
        return await tx.transaction((inner) => debitBoletoPayment(inner, row, now));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.items[0]?.description ?? error.message;
        const failed = theRow(
          await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
            where: ofBoletoPayment(row),
            from: 'scheduled',
            to: 'failed',
            at: now,
            set: { failureCode: error.items[0]?.code ?? 'PAY', failureReason: reason, checkedAt: now },
          }),
          'the unpaid scheduled boleto payment',
        );
        await notifyPaymentFailed(tx, now, boletoNotice(failed), reason);
        return failed;
      }
    });
    if (!claimed) return executed;
    executed += 1;
    if (claimed.status === 'processing') await sendBoletoToBank(ctx, claimed);
  }
}
