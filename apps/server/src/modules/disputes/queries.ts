import { and, asc, eq } from 'drizzle-orm';
import { DISPUTE_REASONS, type Dispute, type DisputeEvidence, type DisputeReasonCode } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { chargeDisputes, disputeEvidence } from './tables.js';

export async function findDispute(db: DbOrTx, chargeId: string) {
  const [dispute] = await db.select().from(chargeDisputes).where(eq(chargeDisputes.chargeId, chargeId));
  return dispute;
}

export function toDispute(row: typeof chargeDisputes.$inferSelect, evidence: Dispute['evidence']): Dispute {
  return {
    status: row.status,
    reasonCode: row.reasonCode,
    reason: DISPUTE_REASONS[row.reasonCode as DisputeReasonCode] ?? row.reasonCode,
    amount: row.amount,
    openedAt: row.openedAt.toISOString(),
    deadline: row.deadline,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    evidenceSubmittedAt: row.evidenceSubmittedAt?.toISOString() ?? null,
    evidence,
  };
}

/** The charge detail's dispute (a `ChargeDetailReaders` part, wired in app.ts). */
export async function disputeOfCharge(db: DbOrTx, chargeId: string): Promise<Dispute | null> {
  const dispute = await findDispute(db, chargeId);
  return dispute ? toDispute(dispute, await evidenceOf(db, dispute.sellerId, chargeId)) : null;
}

export function toEvidence(row: Omit<typeof disputeEvidence.$inferSelect, 'content'>): DisputeEvidence {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export const evidenceColumns = {
  id: disputeEvidence.id,
  sellerId: disputeEvidence.sellerId,
  chargeId: disputeEvidence.chargeId,
  fileName: disputeEvidence.fileName,
  contentType: disputeEvidence.contentType,
  size: disputeEvidence.size,
  uploadedAt: disputeEvidence.uploadedAt,
};

export async function evidenceOf(db: DbOrTx, sellerId: string, chargeId: string): Promise<DisputeEvidence[]> {
  const rows = await db
    .select(evidenceColumns)
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.sellerId, sellerId), eq(disputeEvidence.chargeId, chargeId)))
    .orderBy(asc(disputeEvidence.uploadedAt), asc(disputeEvidence.id));
  return rows.map(toEvidence);
}
