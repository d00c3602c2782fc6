import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DISPUTE_EVIDENCE_RULES, type DisputeEvidence } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { type Actor, lockCharge } from '../charges/index.js';
import { evidenceColumns, findDispute, toEvidence } from './queries.js';
import { resolveDispute } from './service.js';
import { chargeDisputes, disputeEvidence } from './tables.js';

type EvidenceType = (typeof DISPUTE_EVIDENCE_RULES.contentTypes)[number];

/** The file's type by its first bytes: a name or a header could say anything. */
export function sniffEvidenceType(content: Buffer): EvidenceType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  return null;
}

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 120);
  return clean || 'documento';
}

/** The dispute, locked through its charge, while the seller may still add or remove evidence. */
async function openForEvidence(tx: DbOrTx, ctx: AppContext, sellerId: string, chargeId: string) {
  const charge = await lockCharge(tx, sellerId, chargeId);
  if (!charge) throw notFound();
  const dispute = await findDispute(tx, chargeId);
  if (!dispute || dispute.status !== 'OPEN') throw new AppError('DSP-002');
  if (dispute.evidenceSubmittedAt) throw new AppError('DSP-003');
  if (businessDate(ctx.clock.now()) > dispute.deadline) throw new AppError('DSP-007');
  return dispute;
}

/** 'Enviar documentos', one file: PDF, JPG or PNG by its content, at most 5 MB, at most 10 a dispute. */
export async function addEvidence(
  ctx: AppContext,
  actor: Actor,
  chargeId: string,
  file: { fileName: string; content: Buffer },
): Promise<DisputeEvidence> {
  if (file.content.length === 0) throw new AppError('DSP-005');
  if (file.content.length > DISPUTE_EVIDENCE_RULES.maxBytes) throw new AppError('DSP-004');
  const contentType = sniffEvidenceType(file.content);
  if (!contentType) throw new AppError('DSP-005');
  return ctx.db.transaction(async (tx) => {
    await openForEvidence(tx, ctx, actor.sellerId, chargeId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(disputeEvidence)
      .where(and(eq(disputeEvidence.sellerId, actor.sellerId), eq(disputeEvidence.chargeId, chargeId)));
    if ((count?.n ?? 0) >= DISPUTE_EVIDENCE_RULES.maxFiles) throw new AppError('DSP-006');
    const [row] = await tx
      .insert(disputeEvidence)
      .values({
        sellerId: actor.sellerId,
        chargeId,
        fileName: cleanFileName(file.fileName),
        contentType,
        size: file.content.length,
        content: file.content,
        uploadedAt: ctx.clock.now(),
      })
      .returning(evidenceColumns);
    return toEvidence(row!);
  });
}

export async function removeEvidence(ctx: AppContext, actor: Actor, chargeId: string, evidenceId: string) {
  await ctx.db.transaction(async (tx) => {
    await openForEvidence(tx, ctx, actor.sellerId, chargeId);
    const removed = await tx
      .delete(disputeEvidence)
      .where(
        and(
          eq(disputeEvidence.sellerId, actor.sellerId),
          eq(disputeEvidence.chargeId, chargeId),
          eq(disputeEvidence.id, evidenceId),
        ),
      )
      .returning({ id: disputeEvidence.id });
    if (removed.length === 0) throw notFound();
  });
}

export async function evidenceFile(ctx: AppContext, sellerId: string, chargeId: string, evidenceId: string) {
  const [row] = await ctx.db
    .select()
    .from(disputeEvidence)
    .where(
      and(
        eq(disputeEvidence.sellerId, sellerId),
        eq(disputeEvidence.chargeId, chargeId),
        eq(disputeEvidence.id, evidenceId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** Sends the evidence to the card network: after this the files are fixed and the network decides. */
export async function submitEvidence(ctx: AppContext, actor: Actor, chargeId: string) {
  await ctx.db.transaction(async (tx) => {
    await openForEvidence(tx, ctx, actor.sellerId, chargeId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(disputeEvidence)
      .where(and(eq(disputeEvidence.sellerId, actor.sellerId), eq(disputeEvidence.chargeId, chargeId)));
    if ((count?.n ?? 0) === 0) throw new AppError('DSP-008');
    await tx
      .update(chargeDisputes)
      .set({ evidenceSubmittedAt: ctx.clock.now() })
      .where(and(eq(chargeDisputes.sellerId, actor.sellerId), eq(chargeDisputes.chargeId, chargeId)));
  });
  await ctx.audit.record({
    action: 'dispute.evidence_submitted',
    sellerId: actor.sellerId,
    userId: actor.userId,
    details: { chargeId },
  });
}

/**
 * The sandbox card network's decision on the disputes whose evidence was sent (docs/sandbox.md):
 * the seller wins when the evidence holds a PDF (a delivery proof, an invoice), the cardholder when
 * only pictures were sent. Each dispute is decided by the one resolveDispute, under its charge lock.
 */
export async function decideSubmittedDisputes(ctx: AppContext): Promise<number> {
  const submitted = await ctx.db
    .select({ sellerId: chargeDisputes.sellerId, chargeId: chargeDisputes.chargeId })
    .from(chargeDisputes)
    .where(and(eq(chargeDisputes.status, 'OPEN'), isNotNull(chargeDisputes.evidenceSubmittedAt)))
    .limit(500);
  if (submitted.length === 0) return 0;
  const withPdf = new Set(
    (
      await ctx.db
        .selectDistinct({ chargeId: disputeEvidence.chargeId })
        .from(disputeEvidence)
        .where(
          and(
            inArray(disputeEvidence.sellerId, [...new Set(submitted.map((dispute) => dispute.sellerId))]),
            inArray(
              disputeEvidence.chargeId,
              submitted.map((dispute) => dispute.chargeId),
            ),
            eq(disputeEvidence.contentType, 'application/pdf'),
          ),
        )
    ).map((row) => row.chargeId),
  );
  let decided = 0;
  for (const dispute of submitted) {
    try {
      await resolveDispute(ctx, dispute.sellerId, dispute.chargeId, withPdf.has(dispute.chargeId) ? 'WON' : 'LOST');
      decided += 1;
    } catch (error) {
      // Decided meanwhile (the sandbox buttons, another worker): nothing left to do.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    }
  }
  return decided;
}
