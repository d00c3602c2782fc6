import { and, eq } from 'drizzle-orm';
import { approvalNeeded, cents, LIFECYCLES, searchableText, type BoletoPaymentCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { theRow } from '../../lib/rows.js';
import { activePayerAccount } from '../banking/index.js';
import { sellerBalances } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { assertAcceptedAmount, checkBoleto } from './boleto-check.js';
import {
  boletoNotice,
  debitBoletoPayment,
  ofBoletoPayment,
  sendBoletoToBank,
  type BoletoPaymentRow,
} from './boleto-execute.js';
import { boletoPayments } from './boleto-tables.js';
import { insufficientBalance } from './execute.js';
import { notifyApprovers } from './notify.js';
import { approverIds, mayApprove, policyOf, type PaymentActor } from './policy.js';
import { maskDocument } from './recipient.js';

/**
 * 'Revisar pagamento' → 'Pagar' or 'Salvar para Aprovação' for a boleto (D5; docs/payments.md,
 * "Boletos"), with the Pix payment's rules: refused before anything is written for a past date, no
 * ACTIVE account, a boleto the directory refuses (PAY-020..023), an amount the payee does not accept
 * (PAY-024) or above the balance (PAY-003); a second person when the policy or the submitter's role
 * asks; otherwise approved, and debited now (processing, then the bank) or scheduled for its day.
 * A live payment of the same boleto is refused (PAY-027, backed by a unique index).
 */
export async function submitBoletoPayment(
  ctx: AppContext,
  actor: PaymentActor,
  body: BoletoPaymentCreate,
  key?: string,
): Promise<BoletoPaymentRow> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  if (key) {
    const [earlier] = await ctx.db
      .select()
      .from(boletoPayments)
      .where(and(eq(boletoPayments.sellerId, actor.sellerId), eq(boletoPayments.idempotencyKey, key)));
    if (earlier) return earlier;
  }
  if (body.paymentDate < today) throw new AppError('PAY-002');
  if (!(await activePayerAccount(ctx.db, actor.sellerId))) throw new AppError('BNK-005');
  const checked = await checkBoleto(ctx, body.barcode, body.paymentDate);
  assertAcceptedAmount(checked.details, body.amount);
  const { available } = await sellerBalances(ctx.db, actor.sellerId);
  if (body.amount > available) throw insufficientBalance(available);
  const needsSecond = approvalNeeded(await policyOf(ctx.db, actor.sellerId), body.amount) || !mayApprove(actor);
  const { line, details } = checked;
  let row: BoletoPaymentRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const inserted = theRow(
        await tx
          .insert(boletoPayments)
          .values({
            sellerId: actor.sellerId,
            status: needsSecond ? 'pending_approval' : 'approved',
            kind: line.kind,
            barcode: line.barcode,
            line: line.line,
            payeeName: details.payeeName,
            payeeDocument: maskDocument(details.payeeDocument),
            bankName: details.bankName,
            dueDate: details.dueDate,
            finalPaymentDate: details.finalPaymentDate,
            nominalAmount: cents(details.nominalAmount),
            amount: cents(body.amount),
            paymentDate: body.paymentDate,
            costCenter: body.costCenter,
            description: body.description || null,
            searchText: searchableText([details.payeeName, line.line, body.description].filter(Boolean).join(' ')),
            submittedBy: actor.userId,
            submittedAt: now,
            approvalRequired: needsSecond,
            approvedBy: needsSecond ? null : actor.userId,
            approvedAt: needsSecond ? null : now,
            idempotencyKey: key ?? null,
          })
          .returning(),
        'the new boleto payment',
      );
      if (needsSecond) {
        const approvers = (await approverIds(tx, actor.sellerId)).filter((id) => id !== actor.userId);
        await notifyApprovers(tx, now, boletoNotice(inserted), approvers);
        return inserted;
      }
      return executeApprovedBoleto(tx, inserted, now, today, actor.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'boleto_payments_live_barcode_uq')) throw new AppError('PAY-027');
    throw error;
  }
  return row.status === 'processing' ? sendBoletoToBank(ctx, row) : row;
}

/** An approved boleto payment dated today (or earlier, approved late) is paid now; a later one waits for its day. */
export async function executeApprovedBoleto(
  tx: Tx,
  row: BoletoPaymentRow,
  now: Date,
  today: string,
  by: string,
): Promise<BoletoPaymentRow> {
  if (row.paymentDate > today) {
    return theRow(
      await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: ofBoletoPayment(row),
        from: 'approved',
        to: 'scheduled',
        at: now,
        by,
      }),
      'the scheduled boleto payment',
    );
  }
  return debitBoletoPayment(tx, row, now, by);
}
