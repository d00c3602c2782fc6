import type { DbOrTx } from '../../db/client.js';
import { createNotification } from '../notifications/index.js';
import type { pixPayments } from './tables.js';

type Payment = Pick<typeof pixPayments.$inferSelect, 'id' | 'sellerId' | 'amount' | 'recipientName'>;

const about = (payment: Payment) => ({
  uuid: payment.id,
  amount: String(payment.amount),
  recipient: payment.recipientName,
});

/** A payment waits for a second person: each user who may approve it is told (not its submitter). */
export async function notifyApprovers(db: DbOrTx, now: Date, payment: Payment, approvers: readonly string[]) {
  for (const userId of approvers) {
    await createNotification(db, now, {
      sellerId: payment.sellerId,
      userId,
      type: 'NOTIFICATION_PIX_PAYMENT',
      variables: { event: 'AWAITING_APPROVAL', ...about(payment) },
    });
  }
}

/** The bank refused a payment, or a scheduled one could not be paid on its day: the whole seller is told. */
export async function notifyPaymentFailed(db: DbOrTx, now: Date, payment: Payment, reason: string) {
  await createNotification(db, now, {
    sellerId: payment.sellerId,
    type: 'NOTIFICATION_PIX_PAYMENT',
    variables: { event: 'FAILED', reason, ...about(payment) },
  });
}
