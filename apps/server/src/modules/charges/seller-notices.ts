// The seller's bell notifications about a charge (paid, late): not the integration events of
// integration-events.ts nor the buyers' reminders of the notices module.
import type { DbOrTx } from '../../db/client.js';
import { createNotification } from '../notifications/index.js';
import type { ChargeRecord } from './queries.js';

/** NOTIFICATION_PAYMENT_MADE, or NOTIFICATION_RECOVERED_DEFAULTS when the charge was late (spec 1 §2.6). */
export function notifyPaid(
  db: DbOrTx,
  now: Date,
  charge: ChargeRecord,
  amount: number,
  paidDate: string,
  wasLate: boolean,
) {
  return createNotification(db, now, {
    sellerId: charge.sellerId,
    type: wasLate ? 'NOTIFICATION_RECOVERED_DEFAULTS' : 'NOTIFICATION_PAYMENT_MADE',
    variables: { uuid: charge.id, buyer: charge.customerName, amount: String(amount), date: paidDate },
  });
}

/** NOTIFICATION_PAYMENT_LATE, with the buyer's WhatsApp number (country code + phone). */
export function notifyLate(db: DbOrTx, now: Date, charge: ChargeRecord) {
  return createNotification(db, now, {
    sellerId: charge.sellerId,
    type: 'NOTIFICATION_PAYMENT_LATE',
    variables: {
      uuid: charge.id,
      buyer: charge.customerName,
      amount: String(charge.value),
      date: charge.expirationDate,
      whatsApp: `${charge.customerCountryCode}${charge.customerPhone}`,
    },
  });
}
