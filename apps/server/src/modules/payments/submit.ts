import { and, eq } from 'drizzle-orm';
import { approvalNeeded, cents, LIFECYCLES, searchableText, type PixPaymentCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { activePayerAccount } from '../banking/index.js';
import { sellerBalances } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import { debitPayment, insufficientBalance, sendToBank, type PixPaymentRow } from './execute.js';
import { notifyApprovers, pixNotice } from './notify.js';
import { approverIds, mayApprove, policyOf, type PaymentActor } from './policy.js';
import { lookupRecipient } from './recipient.js';
import { pixFavorites, pixPayments } from './tables.js';

/**
 * 'Revisar pagamento' → 'Pagar' or 'Salvar para Aprovação' (docs/payments.md, D3, D22):
 * 1. Refused before anything is written: a date before today (São Paulo), no ACTIVE account, a key
 *    the directory does not know, an amount above the available balance (spec 4 §5 checks 4, 7, 8).
 * 2. It needs a second person when the seller's policy says so for this amount, or when the
 *    submitter may not approve: written pending_approval, and each user who may approve is told.
 * 3. Otherwise the submitter's submission is the approval: approved; a later day → scheduled; today
 *    → debited in the same transaction (processing), then sent to the bank after the commit.
 * The request's Idempotency-Key is kept on the row (unique per seller): a retry is the same payment.
 */
export async function submitPixPayment(
  ctx: AppContext,
  actor: PaymentActor,
  body: PixPaymentCreate,
  key?: string,
): Promise<PixPaymentRow> {
  const now = ctx.clock.now();
  const today = businessDate(now);
  if (key) {
    const [earlier] = await ctx.db
      .select()
      .from(pixPayments)
      .where(and(eq(pixPayments.sellerId, actor.sellerId), eq(pixPayments.idempotencyKey, key)));
    if (earlier) return earlier;
  }
  if (body.paymentDate < today) throw new AppError('PAY-002');
  if (!(await activePayerAccount(ctx.db, actor.sellerId))) throw new AppError('BNK-005');
  const recipient = await lookupRecipient(ctx, actor.sellerId, body.key);
  const { available } = await sellerBalances(ctx.db, actor.sellerId);
  if (body.amount > available) throw insufficientBalance(available);
  const needsSecond = approvalNeeded(await policyOf(ctx.db, actor.sellerId), body.amount) || !mayApprove(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const favorite = body.favoriteId
      ? (
          await tx
            .select({ nickname: pixFavorites.nickname })
            .from(pixFavorites)
            .where(and(eq(pixFavorites.id, body.favoriteId), eq(pixFavorites.sellerId, actor.sellerId)))
        )[0]
      : undefined;
    const inserted = theRow(
      await tx
        .insert(pixPayments)
        .values({
          sellerId: actor.sellerId,
          status: needsSecond ? 'pending_approval' : 'approved',
          key: recipient.key,
          keyType: recipient.keyType,
          recipientName: recipient.name,
          recipientDocument: recipient.maskedDocument,
          recipientIspb: recipient.ispb,
          recipientBank: recipient.bankName,
          favoriteNickname: favorite?.nickname ?? null,
          amount: cents(body.amount),
          paymentDate: body.paymentDate,
          costCenter: body.costCenter,
          description: body.description || null,
          searchText: searchableText(
            [recipient.name, recipient.key, body.description, favorite?.nickname].filter(Boolean).join(' '),
          ),
          submittedBy: actor.userId,
          submittedAt: now,
          approvalRequired: needsSecond,
          approvedBy: needsSecond ? null : actor.userId,
          approvedAt: needsSecond ? null : now,
          idempotencyKey: key ?? null,
        })
        .returning(),
      'the new payment',
    );
    if (needsSecond) {
      const approvers = (await approverIds(tx, actor.sellerId)).filter((id) => id !== actor.userId);
      await notifyApprovers(tx, now, pixNotice(inserted), approvers);
      return inserted;
    }
    return executeApproved(tx, inserted, now, today, actor.userId);
  });
  return row.status === 'processing' ? sendToBank(ctx, row) : row;
}

/** An approved payment dated today (or earlier, when its approval came late) is paid now; a later one waits for its day. */
export async function executeApproved(
  tx: Parameters<typeof debitPayment>[0],
  row: PixPaymentRow,
  now: Date,
  today: string,
  by: string,
): Promise<PixPaymentRow> {
  if (row.paymentDate > today) {
    return theRow(
      await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: and(eq(pixPayments.id, row.id), eq(pixPayments.sellerId, row.sellerId)),
        from: 'approved',
        to: 'scheduled',
        at: now,
        by,
      }),
      'the scheduled payment',
    );
  }
  return debitPayment(tx, row, now, by);
}
