import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cents, formatDate, PAYMENT_BATCH_RULES, searchableText, sumCents } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import type { PaymentActor } from '../payments/index.js';
import { readBatchFile } from './read-file.js';
import { paymentBatches, paymentBatchLines } from './tables.js';

export type PaymentBatchRow = typeof paymentBatches.$inferSelect;
/** The summary keeps the file's problems and the first line problems; the lines endpoint has them all. */
const STORED_ERRORS = 50;

/**
 * 'Pagamentos em Lote' upload (spec 4 §5 'batch upload'; D4): the file (at most 5 MB: PAY-032) is read
 * as text, its layout detected (CNAB 240; 400 refused with its reason), every line validated and the
 * batch written with its lines and summary before anything is paid. The same file again (SHA-256)
 * is refused (PAY-031, naming the day) unless the seller confirms.
 */
export async function uploadBatch(
  ctx: AppContext,
  actor: PaymentActor,
  upload: { fileName: string; content: Buffer; confirmDuplicate: boolean },
): Promise<PaymentBatchRow> {
  if (upload.content.length > PAYMENT_BATCH_RULES.maxBytes) throw new AppError('PAY-032');
  if (upload.content.length === 0) throw new AppError('PAY-033', 'O arquivo está vazio.');
  const fileHash = createHash('sha256').update(upload.content).digest('hex');
  if (!upload.confirmDuplicate) {
    const [earlier] = await ctx.db
      .select({ uploadedAt: paymentBatches.uploadedAt })
      .from(paymentBatches)
      .where(
        and(
          eq(paymentBatches.sellerId, actor.sellerId),
          eq(paymentBatches.fileHash, fileHash),
          inArray(paymentBatches.status, ['validated', 'pending_approval', 'processing', 'completed']),
        ),
      )
      .orderBy(desc(paymentBatches.uploadedAt))
      .limit(1);
    if (earlier) {
      throw new AppError(
        'PAY-031',
        `Este arquivo já foi enviado em ${formatDate(businessDate(earlier.uploadedAt))}. Confirme para enviá-lo de novo.`,
      );
    }
  }
  // latin1: CNAB files are ASCII; a byte outside it stays one character, so positions never shift.
  const content = upload.content.toString('latin1');
  const now = ctx.clock.now();
  const reading = readBatchFile(content, businessDate(now));
  const valid = reading.fileErrors.length === 0 ? reading.lines.filter((line) => line.valid) : [];
  const lineErrors = reading.lines
    .filter((line) => !line.valid)
    .map((line) => ({ line: line.line, field: null, reason: line.reason ?? '' }));
  return ctx.db.transaction(async (tx) => {
    const batch = theRow(
      await tx
        .insert(paymentBatches)
        .values({
          sellerId: actor.sellerId,
          status: valid.length > 0 ? 'validated' : 'invalid',
          fileName: upload.fileName,
          fileHash,
          content,
          searchText: searchableText(upload.fileName),
          uploadedBy: actor.userId,
          uploadedAt: now,
          lines: reading.lines.length,
          validLines: valid.length,
          totalAmount: sumCents(valid.map((line) => line.amount)),
          pixAmount: sumCents(valid.filter((line) => line.kind === 'pix').map((line) => line.amount)),
          errors: [...reading.fileErrors, ...lineErrors].slice(0, STORED_ERRORS),
          wellFormed: reading.wellFormed,
        })
        .returning(),
      'the new batch',
    );
    const fileInvalid = reading.fileErrors.length > 0;
    // One statement for every line, read from one JSON parameter: a 20,000-line file was 20 inserts
    // of 1,000 rows, most of their time spent building the statements (docs/payments.md, "Measured").
    const records = reading.lines.map((line) => ({
      line: line.line,
      kind: line.kind,
      recipient: line.recipient,
      target: line.target,
      amount_cents: cents(Math.max(0, line.amount)),
      payment_date: line.paymentDate,
      reference: line.reference,
      status: line.valid && !fileInvalid ? 'valid' : 'invalid',
      reason: line.valid && fileInvalid ? 'O arquivo tem erros de estrutura: nenhuma linha é paga.' : line.reason,
      occurrence: line.valid && fileInvalid ? 'HI' : line.occurrence,
    }));
    await tx.execute(sql`
      insert into ${paymentBatchLines} (batch_id, seller_id, line, kind, recipient, target, amount_cents,
        payment_date, reference, status, reason, occurrence)
      select ${batch.id}::uuid, ${actor.sellerId}::uuid, r.line, r.kind, r.recipient, r.target, r.amount_cents,
        r.payment_date, r.reference, r.status, r.reason, r.occurrence
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(line integer, kind text, recipient text,
        target text, amount_cents bigint, payment_date date, reference text, status text, reason text, occurrence text)`);
    return batch;
  });
}
