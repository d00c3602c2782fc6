import type { DbOrTx } from '../../db/client.js';
import { createNotification } from '../notifications/index.js';

/** What a payment's notification names: which kind of payment, its id, amount and who receives it. */
export interface PaymentNotice {
  type: 'NOTIFICATION_PIX_PAYMENT' | 'NOTIFICATION_BOLETO_PAYMENT' | 'NOTIFICATION_PAYMENT_BATCH';
  id: string;
  sellerId: string;
  amount: number;
  recipient: string;
}

const about = (payment: PaymentNotice) => ({
  uuid: payment.id,
  amount: String(payment.amount),
  recipient: payment.recipient,
});

/** A Pix payment row as a notice. */
export const pixNotice = (row: { id: string; sellerId: string; amount: number; recipientName: string }) =>
  ({
    type: 'NOTIFICATION_PIX_PAYMENT',
    id: row.id,
    sellerId: row.sellerId,
    amount: row.amount,
    recipient: row.recipientName,
  }) as const;

/** A payment waits for a second person: each user who may approve it is told (not its submitter). */
export async function notifyApprovers(db: DbOrTx, now: Date, payment: PaymentNotice, approvers: readonly string[]) {
  for (const userId of approvers) {
    await createNotification(db, now, {
      sellerId: payment.sellerId,
      userId,
      type: payment.type,
      variables: { event: 'AWAITING_APPROVAL', ...about(payment) },
    });
  }
}

/** The bank refused a payment, or a scheduled one could not be paid on its day: the whole seller is told. */
export async function notifyPaymentFailed(db: DbOrTx, now: Date, payment: PaymentNotice, reason: string) {
  await createNotification(db, now, {
    sellerId: payment.sellerId,
    type: payment.type,
    variables: { event: 'FAILED', reason, ...about(payment) },
  });
}
