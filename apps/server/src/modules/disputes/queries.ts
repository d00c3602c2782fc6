import { and, asc, eq, sql } from 'drizzle-orm';
import { DISPUTE_REASONS, type Dispute, type DisputeEvidence, type DisputeReasonCode } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ChargeDetailPart } from '../charges/index.js';
import { chargeDisputes, disputeEvidence } from './tables.js';

export async function findDispute(db: DbOrTx, chargeId: string) {
  const [dispute] = await db.select().from(chargeDisputes).where(eq(chargeDisputes.chargeId, chargeId));
  return dispute;
}

type DisputeRow = typeof chargeDisputes.$inferSelect;
type EvidenceRow = Omit<typeof disputeEvidence.$inferSelect, 'content'>;

export function toDispute(row: DisputeRow, evidence: Dispute['evidence']): Dispute {
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

type DisputeJson = Omit<DisputeRow, 'openedAt' | 'resolvedAt' | 'evidenceSubmittedAt'> & {
  openedAt: string;
  resolvedAt: string | null;
  evidenceSubmittedAt: string | null;
  evidence: Array<Omit<EvidenceRow, 'uploadedAt'> & { uploadedAt: string }>;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The charge detail's dispute (a `ChargeDetailReaders` part, wired in app.ts): the row findDispute
 * reads with the files evidenceOf lists (oldest first), as JSON, read back through toDispute.
 */
export const disputeOfCharge: ChargeDetailPart<Dispute | null> = {
  sql: ({ chargeId, sellerId }) => sql`(select json_build_object(
      'sellerId', ${chargeDisputes.sellerId}, 'chargeId', ${chargeDisputes.chargeId},
      'status', ${chargeDisputes.status}, 'reasonCode', ${chargeDisputes.reasonCode},
      'amount', ${chargeDisputes.amount}, 'openedAt', ${chargeDisputes.openedAt},
      'deadline', ${chargeDisputes.deadline}, 'resolvedAt', ${chargeDisputes.resolvedAt},
      'evidenceSubmittedAt', ${chargeDisputes.evidenceSubmittedAt},
      'evidence', (select coalesce(json_agg(json_build_object(
          'id', ${disputeEvidence.id}, 'sellerId', ${disputeEvidence.sellerId}, 'chargeId', ${disputeEvidence.chargeId},
          'fileName', ${disputeEvidence.fileName}, 'contentType', ${disputeEvidence.contentType},
          'size', ${disputeEvidence.size}, 'uploadedAt', ${disputeEvidence.uploadedAt}
        ) order by ${disputeEvidence.uploadedAt}, ${disputeEvidence.id}), '[]'::json)
        from ${disputeEvidence}
        where ${disputeEvidence.sellerId} = ${chargeDisputes.sellerId} and ${disputeEvidence.chargeId} = ${chargeDisputes.chargeId})
    ) from ${chargeDisputes} where ${chargeDisputes.chargeId} = ${chargeId} and ${chargeDisputes.sellerId} = ${sellerId})`,
  read: (value) => {
    if (value === null || value === undefined) return null;
    const { evidence, ...dispute } = value as DisputeJson;
    return toDispute(
      {
        ...dispute,
        openedAt: new Date(dispute.openedAt),
        resolvedAt: dateOrNull(dispute.resolvedAt),
        evidenceSubmittedAt: dateOrNull(dispute.evidenceSubmittedAt),
      },
      evidence.map((file) => toEvidence({ ...file, uploadedAt: new Date(file.uploadedAt) })),
    );
  },
};

export function toEvidence(row: EvidenceRow): DisputeEvidence {
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
