import { sql } from 'drizzle-orm';
import type { Refund } from '@cofre/contract';
import type { ChargeDetailPart } from '../charges/index.js';
import { chargeRefunds } from './tables.js';

type RefundRow = typeof chargeRefunds.$inferSelect;

/** A stored refund as the API shows it (the refund answer and the charge detail's list). */
export function toRefund(refund: Pick<RefundRow, 'id' | 'amount' | 'asFraud' | 'status' | 'createdAt'>): Refund {
  return {
    uuid: refund.id,
    amount: refund.amount,
    asFraud: refund.asFraud,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * The charge detail's refunds (a `ChargeDetailReaders` part, wired in app.ts): those listRefunds
 * lists (not FAILED, oldest first), as JSON, read back through toRefund.
 */
export const refundsOfCharge: ChargeDetailPart<Refund[]> = {
  sql: ({ chargeId, sellerId }) => sql`(select coalesce(json_agg(json_build_object(
      'id', ${chargeRefunds.id}, 'amount', ${chargeRefunds.amount}, 'asFraud', ${chargeRefunds.asFraud},
      'status', ${chargeRefunds.status}, 'createdAt', ${chargeRefunds.createdAt}
    ) order by ${chargeRefunds.createdAt}), '[]'::json)
    from ${chargeRefunds}
    where ${chargeRefunds.chargeId} = ${chargeId} and ${chargeRefunds.sellerId} = ${sellerId}
      and ${chargeRefunds.status} <> 'FAILED')`,
  read: (value) =>
    (value as Array<Pick<RefundRow, 'id' | 'amount' | 'asFraud' | 'status'> & { createdAt: string }>).map((refund) =>
      toRefund({ ...refund, createdAt: new Date(refund.createdAt) }),
    ),
};
