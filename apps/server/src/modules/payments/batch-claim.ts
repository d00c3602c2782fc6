import { and, eq, inArray, sql } from 'drizzle-orm';
import { cents, formatBRL, LIFECYCLES, PIX_LIMIT_PERIOD_LABELS } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { perRow } from '../../db/columns.js';
import { businessDate } from '../../lib/business-date.js';
import { inParallel } from '../../lib/in-parallel.js';
import { activePayerAccount, checkPixLimit } from '../banking/index.js';
import { bookOutflows, lockAvailableBalance, type Outflow } from '../ledger/index.js';
import { transition } from '../lifecycle/index.js';
import {
  boletoLineValues,
  payBatchLine,
  pixLineValues,
  refused,
  type BatchLineOutcome,
  type BatchPaymentLine,
} from './batch-lines.js';
import { assertAcceptedAmount, checkBoleto, type CheckedBoleto } from './boleto-check.js';
import { applyBoletoState, askBoletoPayment, type BoletoPaymentRow } from './boleto-execute.js';
import { boletoPayments } from './boleto-tables.js';
import { endToEndIdFor } from './end-to-end.js';
import { applyBankState, askPixOut, type PixPaymentRow } from './execute.js';
import { lookupRecipient, type Recipient } from './recipient.js';
import { pixPayments } from './tables.js';

/** Calls to the bank or the directory a claim keeps in flight (each a round trip of its own). */
const BANK_CALLS_AT_ONCE = 4;

/** The claim as a whole is over the balance or the Pix limit: its lines are paid one by one instead. */
class ClaimDoesNotFit extends Error {}

type Checked =
  | { line: BatchPaymentLine; pix: Recipient; boleto?: undefined }
  | { line: BatchPaymentLine; boleto: CheckedBoleto; pix?: undefined };

/**
 * Pays a claim of a batch's lines set-wise, under the rules a single payment follows
 * (docs/payments.md, "Batches: how a claim is paid"):
 * 1. lines a previous run already paid answer with their payment (`(batch_id, batch_line)` is unique);
 * 2. each line's key or boleto is checked with the directory or the bank (a few at a time), and a
 *    refusal is that line's outcome;
 * 3. in one transaction, the payments are written approved, later days scheduled, and today's debited
 *    together: the Pix limit locked and checked for their Pix total, then the balance locked and
 *    checked for their total (the single payment's lock order), one entry per payment, all moved to
 *    processing. When the claim as a whole does not fit, nothing of it is written and each line is
 *    paid on its own (`payBatchLine`), so the ones that fit are paid and the rest say why;
 * 4. after the commit each payment is sent to the bank (a few at a time); settled ones complete in one
 *    statement, any other answer is applied as for a single payment, and an unknown one stays
 *    processing for the reconcile job.
 * A line whose row another runner wrote meanwhile (or whose boleto is already live elsewhere) is paid
 * on its own too, which finds that payment or says why not.
 */
export async function payBatchLines(
  ctx: AppContext,
  lines: readonly BatchPaymentLine[],
): Promise<Map<number, BatchLineOutcome>> {
  const outcomes = await paidBefore(ctx, lines);
  const open = lines.filter((line) => !outcomes.has(line.line));
  if (open.length === 0) return outcomes;
  const checked = (
    await inParallel(open, BANK_CALLS_AT_ONCE, async (line): Promise<Checked | null> => {
      try {
        if (line.kind === 'pix') return { line, pix: await lookupRecipient(ctx, line.sellerId, line.target) };
        const boleto = await checkBoleto(ctx, line.target, line.paymentDate);
        assertAcceptedAmount(boleto.details, line.amount);
        return { line, boleto };
      } catch (error) {
        outcomes.set(line.line, refused(error));
        return null;
      }
    })
  ).filter((item): item is Checked => item !== null);
  const now = ctx.clock.now();
  let written: Written;
  try {
    written = await ctx.db.transaction((tx) => writeAndDebit(tx, checked, now));
  } catch (error) {
    if (!(error instanceof ClaimDoesNotFit)) throw error;
    for (const { line } of checked) outcomes.set(line.line, await payBatchLine(ctx, line));
    return outcomes;
  }
  const [pix, boletos] = await sendToBank(ctx, written);
  for (const row of [...pix, ...boletos]) {
    outcomes.set(row.batchLine!, { paymentId: row.id, status: row.status, reason: row.failureReason });
  }
  for (const line of written.conflicts) outcomes.set(line.line, await payBatchLine(ctx, line));
  return outcomes;
}

/** The lines of the claim that already have a payment (a run that died after writing them). */
async function paidBefore(ctx: AppContext, lines: readonly BatchPaymentLine[]) {
  const outcomes = new Map<number, BatchLineOutcome>();
  const first = lines[0];
  if (!first) return outcomes;
  for (const table of [pixPayments, boletoPayments]) {
    const rows = await ctx.db
      .select({ line: table.batchLine, id: table.id, status: table.status, reason: table.failureReason })
      .from(table)
      .where(
        and(
          eq(table.sellerId, first.sellerId),
          eq(table.batchId, first.batchId),
          inArray(
            table.batchLine,
            lines.map((line) => line.line),
          ),
        ),
      );
    for (const row of rows) outcomes.set(row.line!, { paymentId: row.id, status: row.status, reason: row.reason });
  }
  return outcomes;
}

interface Written {
  pix: PixPaymentRow[];
  boletos: BoletoPaymentRow[];
  /** Lines whose row was not written: another runner's, or a boleto already live. */
  conflicts: BatchPaymentLine[];
}

async function writeAndDebit(tx: Tx, checked: readonly Checked[], now: Date): Promise<Written> {
  const first = checked[0];
  if (!first) return { pix: [], boletos: [], conflicts: [] };
  const { sellerId, approvedBy } = first.line;
  const today = businessDate(now);
  const pixValues = checked.flatMap((item) => (item.pix ? [pixLineValues(item.line, item.pix, now)] : []));
  const boletoValues = checked.flatMap((item) => (item.boleto ? [boletoLineValues(item.line, item.boleto, now)] : []));
  // A unique key that another writer holds (its batch line, a live boleto) skips the row: paid alone below.
  const pix = pixValues.length ? await tx.insert(pixPayments).values(pixValues).onConflictDoNothing().returning() : [];
  const boletos = boletoValues.length
    ? await tx.insert(boletoPayments).values(boletoValues).onConflictDoNothing().returning()
    : [];
  const writtenLines = new Set([...pix, ...boletos].map((row) => row.batchLine));
  const conflicts = checked.filter((item) => !writtenLines.has(item.line.line)).map((item) => item.line);

  const due = <R extends { paymentDate: string }>(rows: R[]) => rows.filter((row) => row.paymentDate <= today);
  const later = <R extends { id: string; paymentDate: string }>(rows: R[]) =>
    rows.filter((row) => row.paymentDate > today).map((row) => row.id);
  const scheduled = [
    ...(await schedule(tx, pixPayments, LIFECYCLES.pixPayment, later(pix), sellerId, now, approvedBy)),
    ...(await schedule(tx, boletoPayments, LIFECYCLES.boletoPayment, later(boletos), sellerId, now, approvedBy)),
  ];
  const [pixDue, boletosDue] = [due(pix), due(boletos)];
  const total = (rows: ReadonlyArray<{ amount: number }>) => rows.reduce((sum, row) => sum + row.amount, 0);
  if (pixDue.length > 0) {
    const limit = await checkPixLimit(tx, sellerId, cents(total(pixDue)), now);
    if (!limit.fits) throw new ClaimDoesNotFit(`${PIX_LIMIT_PERIOD_LABELS[limit.period]} ${formatBRL(limit.limit)}`);
  }
  const available = await lockAvailableBalance(tx, sellerId);
  if (total(pixDue) + total(boletosDue) > available.balance) throw new ClaimDoesNotFit(formatBRL(available.balance));
  const outflow = (row: {
    sellerId: string;
    amount: number;
  }): Omit<Outflow, 'clearing' | 'kind' | 'statementType' | 'operation'> => ({
    sellerId: row.sellerId,
    amount: row.amount,
    at: now,
    availableId: available.id,
  });
  const entryIds = await bookOutflows(tx, [
    ...pixDue.map((row) => ({
      ...outflow(row),
      clearing: 'PLATFORM_PIX_OUT_CLEARING' as const,
      kind: 'PIX_PAYMENT',
      statementType: 'DEBIT_PIX' as const,
      operation: `Pix para ${row.recipientName}`,
    })),
    ...boletosDue.map((row) => ({
      ...outflow(row),
      clearing: 'PLATFORM_BOLETO_OUT_CLEARING' as const,
      kind: 'BOLETO_PAYMENT',
      statementType: 'DEBIT_BOLETO' as const,
      operation: `Boleto pago a ${row.payeeName}`,
    })),
  ]);
  const entryOf = new Map([...pixDue, ...boletosDue].map((row, index) => [row.id, entryIds[index]!]));
  const debitedPix = pixDue.length
    ? await transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: and(
          eq(pixPayments.sellerId, sellerId),
          inArray(
            pixPayments.id,
            pixDue.map((row) => row.id),
          ),
        ),
        from: 'approved',
        to: 'processing',
        at: now,
        by: approvedBy,
        set: {
          entryId: sql`${perRow(pixPayments.id, entryOf)}::uuid`,
          endToEndId: perRow(pixPayments.id, new Map(pixDue.map((row) => [row.id, endToEndIdFor(row.id, now)]))),
          checkedAt: now,
        },
      })
    : [];
  const debitedBoletos = boletosDue.length
    ? await transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: and(
          eq(boletoPayments.sellerId, sellerId),
          inArray(
            boletoPayments.id,
            boletosDue.map((row) => row.id),
          ),
        ),
        from: 'approved',
        to: 'processing',
        at: now,
        by: approvedBy,
        set: { entryId: sql`${perRow(boletoPayments.id, entryOf)}::uuid`, checkedAt: now },
      })
    : [];
  const isPix = (row: PixPaymentRow | BoletoPaymentRow): row is PixPaymentRow => 'key' in row;
  return {
    pix: [...debitedPix, ...scheduled.filter(isPix)],
    boletos: [...debitedBoletos, ...scheduled.filter((row): row is BoletoPaymentRow => !isPix(row))],
    conflicts,
  };
}

/** Lines paid on a later day wait for it, as a single payment does (the scheduled jobs execute them). */
async function schedule<T extends typeof pixPayments | typeof boletoPayments>(
  tx: Tx,
  table: T,
  lifecycle: (typeof LIFECYCLES)['pixPayment'],
  ids: string[],
  sellerId: string,
  now: Date,
  by: string,
): Promise<Array<PixPaymentRow | BoletoPaymentRow>> {
  if (ids.length === 0) return [];
  return transition(tx, table as typeof pixPayments, lifecycle, {
    where: and(eq(table.sellerId, sellerId), inArray(table.id, ids)),
    from: 'approved',
    to: 'scheduled',
    at: now,
    by,
  });
}

/**
 * Sends the claim's debited payments to the bank, a few at a time; those it settles complete in one
 * statement per table, any other answer is applied one by one, an unknown one stays processing.
 */
async function sendToBank(ctx: AppContext, written: Written): Promise<[PixPaymentRow[], BoletoPaymentRow[]]> {
  const sellerId = written.pix[0]?.sellerId ?? written.boletos[0]?.sellerId;
  const payer = sellerId ? await activePayerAccount(ctx.db, sellerId) : null;
  if (!payer) return [written.pix, written.boletos];
  const sending = <R extends { status: string }>(rows: R[]) => rows.filter((row) => row.status === 'processing');
  const pixStates = await inParallel(sending(written.pix), BANK_CALLS_AT_ONCE, async (row) => ({
    row,
    state: await askPixOut(ctx, row, payer),
  }));
  const boletoStates = await inParallel(sending(written.boletos), BANK_CALLS_AT_ONCE, async (row) => ({
    row,
    state: await askBoletoPayment(ctx, row, payer),
  }));
  const now = ctx.clock.now();
  const after = new Map<string, PixPaymentRow | BoletoPaymentRow>();
  const settledPix = pixStates.filter(({ state }) => state !== 'ACCEPTED' && state?.status === 'SETTLED');
  if (settledPix.length > 0) {
    const done = await ctx.db.transaction((tx) =>
      transition(tx, pixPayments, LIFECYCLES.pixPayment, {
        where: and(
          eq(pixPayments.sellerId, settledPix[0]!.row.sellerId),
          inArray(
            pixPayments.id,
            settledPix.map(({ row }) => row.id),
          ),
        ),
        from: 'processing',
        to: 'completed',
        at: now,
        set: { completedAt: now, bankAcceptedAt: sql`coalesce(${pixPayments.bankAcceptedAt}, ${now})`, checkedAt: now },
      }),
    );
    for (const row of done) after.set(row.id, row);
  }
  const settledBoletos = boletoStates.flatMap(({ row, state }) =>
    state !== 'ACCEPTED' && state?.status === 'SETTLED' ? [{ row, code: state.authenticationCode }] : [],
  );
  if (settledBoletos.length > 0) {
    const done = await ctx.db.transaction((tx) =>
      transition(tx, boletoPayments, LIFECYCLES.boletoPayment, {
        where: and(
          eq(boletoPayments.sellerId, settledBoletos[0]!.row.sellerId),
          inArray(
            boletoPayments.id,
            settledBoletos.map(({ row }) => row.id),
          ),
        ),
        from: 'processing',
        to: 'completed',
        at: now,
        set: {
          completedAt: now,
          authenticationCode: perRow(boletoPayments.id, new Map(settledBoletos.map(({ row, code }) => [row.id, code]))),
          bankAcceptedAt: sql`coalesce(${boletoPayments.bankAcceptedAt}, ${now})`,
          checkedAt: now,
        },
      }),
    );
    for (const row of done) after.set(row.id, row);
  }
  // Refusals, returns and "accepted, settling later": each as a single payment's answer is applied.
  for (const { row, state } of pixStates) {
    if (state && !after.has(row.id)) after.set(row.id, await applyBankState(ctx, row, state));
  }
  for (const { row, state } of boletoStates) {
    if (state && !after.has(row.id)) after.set(row.id, await applyBoletoState(ctx, row, state));
  }
  const current = <R extends { id: string }>(row: R) => (after.get(row.id) as R | undefined) ?? row;
  return [written.pix.map(current), written.boletos.map(current)];
}
