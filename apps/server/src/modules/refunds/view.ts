import type { Refund } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { listRefunds } from './queries.js';
import type { chargeRefunds } from './tables.js';

/** A stored refund as the API shows it (the refund answer and the charge detail's list). */
export function toRefund(refund: typeof chargeRefunds.$inferSelect): Refund {
  return {
    uuid: refund.id,
    amount: refund.amount,
    asFraud: refund.asFraud,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The charge detail's refunds (a `ChargeDetailReaders` part, wired in app.ts). */
export async function refundsOfCharge(db: DbOrTx, chargeId: string): Promise<Refund[]> {
  return (await listRefunds(db, chargeId)).map(toRefund);
}
