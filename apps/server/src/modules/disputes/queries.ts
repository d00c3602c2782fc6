import { eq } from 'drizzle-orm';
import { DISPUTE_REASONS, type Dispute, type DisputeReasonCode } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { chargeDisputes } from './tables.js';

export async function findDispute(db: DbOrTx, chargeId: string) {
  const [dispute] = await db.select().from(chargeDisputes).where(eq(chargeDisputes.chargeId, chargeId));
  return dispute;
}

export function toDispute(row: typeof chargeDisputes.$inferSelect): Dispute {
  return {
    status: row.status,
    reasonCode: row.reasonCode,
    reason: DISPUTE_REASONS[row.reasonCode as DisputeReasonCode] ?? row.reasonCode,
    amount: row.amount,
    openedAt: row.openedAt.toISOString(),
    deadline: row.deadline,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The charge detail's dispute (a `ChargeDetailReaders` part, wired in app.ts). */
export async function disputeOfCharge(db: DbOrTx, chargeId: string): Promise<Dispute | null> {
  const dispute = await findDispute(db, chargeId);
  return dispute ? toDispute(dispute) : null;
}
