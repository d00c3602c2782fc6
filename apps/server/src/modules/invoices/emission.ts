import { and, eq, lt, sql } from 'drizzle-orm';
import { INVOICE_MAX_ATTEMPTS, INVOICE_MESSAGES, LIFECYCLES } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { charges } from '../charges/index.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import { findClientByDocument } from '../seller-clients/index.js';
import { sellers } from '../sellers/index.js';
import { flagRefundedInvoice, INVOICE_EMIT_JOB } from './service.js';
import { invoices } from './tables.js';

/** Charges whose sale was undone: an emission still waiting for them is dropped, not sent. */
const UNDONE = new Set(['REFUND', 'CANCELED', 'ABANDONED', 'CHARGEBACK']);

type InvoiceRow = typeof invoices.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;

/**
 * Job: sends one invoice to the city and records its answer. A second run finds nothing to do. The
 * charge is checked first (a refund may have come since the request) and again after the city's
 * answer: an invoice authorised for a charge refunded meanwhile is flagged to the seller.
 *
 * Each send is counted before the call, so a call that never returns (or kills the worker) still
 * counts: after INVOICE_MAX_ATTEMPTS sends without an answer the invoice is FAILED and the seller
 * told, instead of being retried every minute for ever. The city answers a repeated reference with
 * the same invoice, so a send that timed out after the city authorised it is found by the next one.
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
  if (UNDONE.has(charge.status)) return dropEmission(ctx, invoice);
  const [counted] = await ctx.db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, lastAttemptAt: ctx.clock.now() })
    .where(
      and(eq(invoices.sellerId, invoice.sellerId), eq(invoices.id, id), eq(invoices.status, 'SEND_INVOICE_SYSTEM')),
    )
    .returning({ attempts: invoices.attempts });
  if (!counted) return;
  let answer: Awaited<ReturnType<AppContext['invoiceIssuer']['emit']>>;
  try {
    answer = await ctx.invoiceIssuer.emit(await emissionRequest(ctx, invoice, charge));
  } catch (error) {
    if (counted.attempts < INVOICE_MAX_ATTEMPTS) throw error;
    return failEmission(ctx, invoice, charge);
  }
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

/** What the city is sent: the seller as provider, the buyer as taker, the charge as the service. */
async function emissionRequest(ctx: AppContext, invoice: InvoiceRow, charge: ChargeRow) {
  const seller = theRow(
    await ctx.db.select().from(sellers).where(eq(sellers.id, invoice.sellerId)),
    'the seller of the invoice',
  );
  return {
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
  };
}

/** The sale was undone before the invoice went out: it is dropped, not sent. */
async function dropEmission(ctx: AppContext, invoice: InvoiceRow): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) =>
    transition(tx, invoices, LIFECYCLES.invoice, {
      where: and(eq(invoices.sellerId, invoice.sellerId), eq(invoices.id, invoice.id)),
      from: 'SEND_INVOICE_SYSTEM',
      to: 'CANCELED',
      at: now,
      set: { canceledAt: now },
    }),
  );
}

/** The last send went unanswered: FAILED, with the reason shown, and the seller notified once. */
async function failEmission(ctx: AppContext, invoice: InvoiceRow, charge: ChargeRow): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [failed] = await transition(tx, invoices, LIFECYCLES.invoice, {
      where: and(eq(invoices.sellerId, invoice.sellerId), eq(invoices.id, invoice.id)),
      from: 'SEND_INVOICE_SYSTEM',
      to: 'FAILED',
      at: now,
      set: { rejectionReason: INVOICE_MESSAGES.sendFailed },
    });
    if (!failed) return;
    await createNotification(tx, now, {
      sellerId: invoice.sellerId,
      type: 'NOTIFICATION_INVOICE_FAILED',
      variables: { uuid: charge.id, buyer: charge.customerName, amount: String(invoice.amount) },
    });
  });
}

/**
 * Job: invoices waiting to be sent, 30 s after they were written (requested at payment, or a lost
 * job), each again attempts² minutes after its last send (1, 4, 9 … 49): a city that is down is
 * not called every minute, and the bound of sends is reached in about two and a half hours.
 */
export async function sweepInvoices(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - 30_000);
  const pending = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'SEND_INVOICE_SYSTEM'),
        lt(invoices.createdAt, cutoff),
        sql`coalesce(${invoices.lastAttemptAt}, ${invoices.createdAt}) <= ${now}::timestamptz - make_interval(mins => ${invoices.attempts} * ${invoices.attempts})`,
      ),
    )
    .limit(200);
  for (const { id } of pending) await ctx.jobs.send(INVOICE_EMIT_JOB, { id });
}
