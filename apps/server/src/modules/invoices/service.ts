import { and, eq } from 'drizzle-orm';
import { canAdvanceInvoice, canEmitAgain, LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ChargeRecord, findCharge, lockCharge } from '../charges/index.js';
import { sellers } from '../sellers/index.js';
import { createNotification } from '../notifications/index.js';
import { findInvoice, invoiceConfig, listInvoices } from './queries.js';
import { invoices } from './tables.js';
import { transition } from '../lifecycle/index.js';
import { theRow } from '../../lib/rows.js';

export const INVOICE_EMIT_JOB = 'invoices.emit';
export const INVOICE_SWEEP_JOB = 'invoices.sweep';

/** Charges no invoice may be written for: nothing was or will be sold. */
const NOT_INVOICEABLE = new Set(['CANCELED', 'ABANDONED']);

/** What an invoice request reads of its charge. */
type InvoicedCharge = Pick<ChargeRecord, 'id' | 'sellerId' | 'value'>;

/** Writes a SEND_INVOICE_SYSTEM invoice for the charge with the seller's config; the job sends it. */
async function insertRequest(
  db: DbOrTx,
  charge: InvoicedCharge,
  config: { serviceCode: string; issRateBp: number },
  now: Date,
) {
  const row = theRow(
    await db
      .insert(invoices)
      .values({
        sellerId: charge.sellerId,
        chargeId: charge.id,
        status: 'SEND_INVOICE_SYSTEM',
        amount: charge.value,
        issRateBp: config.issRateBp,
        serviceCode: config.serviceCode,
        createdAt: now,
      })
      .returning(),
    'the new invoice',
  );
  return row;
}

/**
 * 'Adiantar Emissão de NF' (no invoice yet, config active) or 'Emitir Novamente' (none authorized or
 * on its way). The charge row is locked so two clicks cannot send two invoices.
 */
export function requestInvoice(ctx: AppContext, sellerId: string, chargeId: string) {
  return writeInvoiceRequest(ctx, sellerId, chargeId, { queue: true });
}

/**
 * The checks and the SEND_INVOICE_SYSTEM row of requestInvoice; with `queue`, its emission job is
 * queued in the same transaction (the seed emits at once instead).
 */
export function writeInvoiceRequest(ctx: AppContext, sellerId: string, chargeId: string, { queue = false } = {}) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const charge = await lockCharge(tx, sellerId, chargeId);
    if (!charge) throw notFound();
    const config = await invoiceConfig(tx, sellerId);
    const existing = await listInvoices(tx, sellerId, chargeId);
    if (existing.length === 0 && !config) throw new AppError('NF-004');
    if (NOT_INVOICEABLE.has(charge.status) || !(canAdvanceInvoice(existing, !!config) || canEmitAgain(existing))) {
      throw new AppError('NF-001');
    }
    const failed = existing.find((invoice) => invoice.status === 'FAILED');
    const invoice = failed
      ? await sendAgain(tx, sellerId, failed.id, now)
      : await insertRequest(tx, charge, config ?? { serviceCode: '01.07', issRateBp: 200 }, now);
    if (queue) await ctx.jobs.send(INVOICE_EMIT_JOB, { id: invoice.id }, tx);
    return invoice;
  });
}

/**
 * 'Emitir Novamente' after a FAILED send: the same invoice, with the same RPS, goes to the city again
 * (its tries start over), so an invoice the city did authorise while nobody heard is found by its
 * reference, never issued a second time under a new RPS.
 */
async function sendAgain(tx: DbOrTx, sellerId: string, id: string, now: Date) {
  const [moved] = await transition(tx, invoices, LIFECYCLES.invoice, {
    where: and(eq(invoices.sellerId, sellerId), eq(invoices.id, id)),
    from: 'FAILED',
    to: 'SEND_INVOICE_SYSTEM',
    at: now,
    set: { attempts: 0, lastAttemptAt: null, rejectionReason: null },
  });
  return theRow(moved ? [moved] : [], 'the failed invoice sent again');
}

/**
 * When a charge is paid (`charge.paid`, in the payment's transaction; reactions.ts): with an active
 * config and no invoice yet (none advanced), the invoice is requested. The sweep sends it within a
 * minute.
 */
export async function requestInvoiceOnPayment(db: DbOrTx, charge: InvoicedCharge, now: Date): Promise<void> {
  const config = await invoiceConfig(db, charge.sellerId);
  if (!config) return;
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.sellerId, charge.sellerId), eq(invoices.chargeId, charge.id)))
    .limit(1);
  if (!existing) await insertRequest(db, charge, config, now);
}

/**
 * Invoices follow refunds, in the refund's transaction: a fully refunded charge drops its queued
 * emission (nothing was sold in the end), and an invoice already authorised is flagged to the seller,
 * who decides whether to cancel it (they may owe it anyway).
 */
export async function invoicesFollowRefund(tx: DbOrTx, charge: ChargeRecord, now: Date): Promise<void> {
  await transition(tx, invoices, LIFECYCLES.invoice, {
    where: and(eq(invoices.sellerId, charge.sellerId), eq(invoices.chargeId, charge.id)),
    from: ['SEND_INVOICE_SYSTEM', 'FAILED'],
    to: 'CANCELED',
    at: now,
    set: { canceledAt: now },
  });
  const [authorized] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.sellerId, charge.sellerId), eq(invoices.chargeId, charge.id), eq(invoices.status, 'AUTHORIZED')),
    )
    .limit(1);
  if (authorized) await flagRefundedInvoice(tx, charge, now);
}

/** Tells the seller an invoice stays authorised for a charge refunded in full. */
export function flagRefundedInvoice(db: DbOrTx, charge: ChargeRecord, now: Date) {
  return createNotification(db, now, {
    sellerId: charge.sellerId,
    type: 'NOTIFICATION_INVOICE_OF_REFUNDED_CHARGE',
    variables: { uuid: charge.id, buyer: charge.customerName, amount: String(charge.refunded) },
  });
}

/** Cancels an AUTHORIZED invoice at the city (spec 1 §4: only AUTHORIZED). */
export async function cancelInvoice(ctx: AppContext, sellerId: string, chargeId: string, id: string) {
  const invoice = await findInvoice(ctx.db, sellerId, chargeId, id);
  if (!invoice) throw notFound();
  if (invoice.status !== 'AUTHORIZED') throw new AppError('NF-002');
  const seller = theRow(
    await ctx.db.select({ document: sellers.document }).from(sellers).where(eq(sellers.id, sellerId)),
    'the seller',
  );
  const answer = await ctx.invoiceIssuer.cancel({
    number: invoice.number!,
    verificationCode: invoice.verificationCode!,
    providerDocument: seller.document,
  });
  if (answer.outcome === 'REFUSED') throw new AppError('NF-002', `${answer.message} (${answer.code})`);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) =>
    transition(tx, invoices, LIFECYCLES.invoice, {
      where: and(eq(invoices.sellerId, sellerId), eq(invoices.id, id)),
      from: 'AUTHORIZED',
      to: 'CANCELED',
      at: now,
      set: { canceledAt: now },
    }),
  );
}

/** The charge of an invoice request, 404 for another seller's. */
export async function chargeOf(ctx: AppContext, sellerId: string, chargeId: string) {
  const charge = await findCharge(ctx.db, sellerId, chargeId);
  if (!charge) throw notFound();
  return charge;
}
