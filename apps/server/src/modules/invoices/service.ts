import { and, eq, lt } from 'drizzle-orm';
import { canAdvanceInvoice, canEmitAgain, LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { type ChargeRecord, charges, findCharge, lockCharge } from '../charges/index.js';
import { sellers } from '../sellers/index.js';
import { createNotification } from '../notifications/index.js';
import { findClientByDocument } from '../seller-clients/index.js';
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
    const invoice = await insertRequest(tx, charge, config ?? { serviceCode: '01.07', issRateBp: 200 }, now);
    if (queue) await ctx.jobs.send(INVOICE_EMIT_JOB, { id: invoice.id }, tx);
    return invoice;
  });
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

/** Charges whose sale was undone: an emission still waiting for them is dropped, not sent. */
const UNDONE = new Set(['REFUND', 'CANCELED', 'ABANDONED', 'CHARGEBACK']);

/**
 * Invoices follow refunds, in the refund's transaction: a fully refunded charge drops its queued
 * emission (nothing was sold in the end), and an invoice already authorised is flagged to the seller,
 * who decides whether to cancel it (they may owe it anyway).
 */
export async function invoicesFollowRefund(tx: DbOrTx, charge: ChargeRecord, now: Date): Promise<void> {
  await transition(tx, invoices, LIFECYCLES.invoice, {
    where: and(eq(invoices.sellerId, charge.sellerId), eq(invoices.chargeId, charge.id)),
    from: 'SEND_INVOICE_SYSTEM',
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

function flagRefundedInvoice(db: DbOrTx, charge: ChargeRecord, now: Date) {
  return createNotification(db, now, {
    sellerId: charge.sellerId,
    type: 'NOTIFICATION_INVOICE_OF_REFUNDED_CHARGE',
    variables: { uuid: charge.id, buyer: charge.customerName, amount: String(charge.refunded) },
  });
}

/**
 * Job: sends one invoice to the city and records its answer. A second run finds nothing to do. The
 * charge is checked first (a refund may have come since the request) and again after the city's
 * answer: an invoice authorised for a charge refunded meanwhile is flagged to the seller.
 */
export async function emitInvoice(ctx: AppContext, id: string): Promise<void> {
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, 'SEND_INVOICE_SYSTEM')));
  if (!invoice) return;
  const [charge] = await ctx.db
    .select()
    .from(charges)
    .where(and(eq(charges.sellerId, invoice.sellerId), eq(charges.id, invoice.chargeId)));
  if (!charge) return;
  if (UNDONE.has(charge.status)) {
    const now = ctx.clock.now();
    await ctx.db.transaction((tx) =>
      transition(tx, invoices, LIFECYCLES.invoice, {
        where: and(eq(invoices.sellerId, invoice.sellerId), eq(invoices.id, id)),
        from: 'SEND_INVOICE_SYSTEM',
        to: 'CANCELED',
        at: now,
        set: { canceledAt: now },
      }),
    );
    return;
  }
  const seller = theRow(
    await ctx.db.select().from(sellers).where(eq(sellers.id, invoice.sellerId)),
    'the seller of the invoice',
  );
  const answer = await ctx.invoiceIssuer.emit({
    reference: invoice.id,
    rpsNumber: invoice.rpsNumber,
    issueDate: businessDate(invoice.createdAt),
    issuedAt: ctx.clock.now(),
    provider: { name: seller.name, document: seller.document, email: seller.email, address: seller.address },
    taker: {
      name: charge.customerName,
      document: charge.customerDocument,
      email: charge.customerEmail,
      address: (await findClientByDocument(ctx.db, charge.sellerId, 'BR', charge.customerDocument))?.address,
    },
    service: {
      code: invoice.serviceCode,
      description: charge.description ? `${charge.title} - ${charge.description}` : charge.title,
      amount: invoice.amount,
      issRateBp: invoice.issRateBp,
    },
  });
  const now = ctx.clock.now();
  const result =
    answer.outcome === 'AUTHORIZED'
      ? {
          status: 'AUTHORIZED' as const,
          set: {
            number: answer.number,
            verificationCode: answer.verificationCode,
            xml: answer.xml,
            authorizedAt: now,
          },
        }
      : { status: 'REJECTED' as const, set: { rejectionReason: `${answer.code} - ${answer.message}` } };
  await ctx.db.transaction(async (tx) => {
    // A refund may have dropped the emission while the city was answering: what the city authorised
    // is the truth, so it is recorded anyway (and flagged below).
    const stored = await transition(tx, invoices, LIFECYCLES.invoice, {
      where: and(eq(invoices.sellerId, invoice.sellerId), eq(invoices.id, id)),
      from: result.status === 'AUTHORIZED' ? ['SEND_INVOICE_SYSTEM', 'CANCELED'] : 'SEND_INVOICE_SYSTEM',
      to: result.status,
      at: now,
      set: result.set,
    });
    if (stored.length === 0 || result.status !== 'AUTHORIZED') return;
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.sellerId, invoice.sellerId), eq(charges.id, invoice.chargeId)));
    if (charge?.status === 'REFUND') await flagRefundedInvoice(tx, charge, ctx.clock.now());
  });
}

/** Job: invoices still waiting 30 s after they were written (requested at payment, or a lost job). */
export async function sweepInvoices(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - 30_000);
  const pending = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'SEND_INVOICE_SYSTEM'), lt(invoices.createdAt, cutoff)))
    .limit(200);
  for (const { id } of pending) await ctx.jobs.send(INVOICE_EMIT_JOB, { id });
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
