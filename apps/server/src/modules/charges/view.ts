import { and, eq } from 'drizzle-orm';
import { refundableAmount, type ChargeDetail, type ChargeRow } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { businessDate } from '../../lib/business-date.js';
import { findClientByDocument } from '../seller-clients/queries.js';
import { sellers } from '../sellers/tables.js';
import { interestAmount } from './interest.js';
import { listAttempts, type ChargeRecord, type ChargeRowRecord } from './queries.js';
import { charges } from './tables.js';
import { theRow } from '../../lib/rows.js';

/**
 * The parts of a charge's detail that the modules above charges hold: its refunds, its dispute and
 * whether the seller issues invoices. Those modules give their reader at wiring (app.ts), as the
 * charges module gives the clients module its tab (seller-clients/activity.ts), so charges never
 * imports them.
 */
export interface ChargeDetailReaders {
  /** The refunds shown on the detail, oldest first (refunds/view.ts). */
  refunds(db: DbOrTx, chargeId: string): Promise<ChargeDetail['refunds']>;
  /** The charge's dispute, if one was opened (disputes/queries.ts). */
  dispute(db: DbOrTx, chargeId: string): Promise<ChargeDetail['dispute']>;
  /** Whether the seller's invoice config is active (invoices/queries.ts). */
  invoicesActive(db: DbOrTx, sellerId: string): Promise<boolean>;
}

export function toChargeRow(charge: ChargeRowRecord): ChargeRow {
  return {
    uuid: charge.id,
    customerName: charge.customerName,
    customerDocument: charge.customerDocument,
    email: charge.customerEmail,
    title: charge.title,
    value: charge.value,
    status: charge.status,
    paymentMethod: charge.paymentMethod,
    installments: charge.installments,
    expirationDate: charge.expirationDate,
    paidDate: charge.paidDate,
    refundedAmount: charge.refunded,
  };
}

/** The Pix QR image, drawn once (when the charge is first shown, for engine-issued cycles) and kept on the charge. */
export async function pixQrImage(ctx: AppContext, charge: ChargeRecord): Promise<string> {
  if (charge.pixQrImage) return charge.pixQrImage;
  const image = await ctx.acquirer.pixQrCode(charge.pixCopyPaste!);
  await ctx.db
    .update(charges)
    .set({ pixQrImage: image })
    .where(and(eq(charges.sellerId, charge.sellerId), eq(charges.id, charge.id)));
  return image;
}

/**
 * A seller's CNPJ or CPF, read once per process: it is who the seller is, and nothing ever changes it
 * (no route, job or operator command updates `sellers.document`). Bounded, in case of many sellers.
 */
const sellerDocuments = new Map<string, string>();
async function sellerDocumentOf(ctx: AppContext, sellerId: string): Promise<string> {
  const known = sellerDocuments.get(sellerId);
  if (known) return known;
  const rows = await ctx.db.select({ document: sellers.document }).from(sellers).where(eq(sellers.id, sellerId));
  const { document } = theRow(rows, 'the seller of the charge');
  if (sellerDocuments.size >= 10_000) sellerDocuments.clear();
  sellerDocuments.set(sellerId, document);
  return document;
}

/**
 * The detail of a charge. `fresh`: the row was stored by this very request and nothing has acted on
 * it (no attempt, refund or dispute can exist yet), so those are not looked up.
 */
export async function toChargeDetail(
  ctx: AppContext,
  readers: ChargeDetailReaders,
  charge: ChargeRecord,
  options: { fresh?: boolean } = {},
): Promise<ChargeDetail> {
  const qrImage = charge.pixCopyPaste ? await pixQrImage(ctx, charge) : null;
  const none = Promise.resolve([]);
  const [attempts, client, sellerDocument, refunds, dispute, invoicesActive] = await Promise.all([
    options.fresh ? none : listAttempts(ctx.db, charge.id),
    findClientByDocument(ctx.db, charge.sellerId, 'BR', charge.customerDocument),
    sellerDocumentOf(ctx, charge.sellerId),
    options.fresh ? none : readers.refunds(ctx.db, charge.id),
    options.fresh ? Promise.resolve(null) : readers.dispute(ctx.db, charge.id),
    readers.invoicesActive(ctx.db, charge.sellerId),
  ]);
  return {
    ...toChargeRow(charge),
    customerId: client?.id ?? null,
    phone: charge.customerPhone,
    countryCode: charge.customerCountryCode,
    description: charge.description,
    paidAt: charge.paidAt?.toISOString() ?? null,
    interestAmount: interestAmount(charge, businessDate(ctx.clock.now())),
    activeInvoiceConfig: invoicesActive,
    cnpjSeller: sellerDocument,
    chargebackDeadline: charge.chargebackDeadline,
    errorTimestamp: charge.errorAt?.toISOString() ?? null,
    errorTransactionalResponse:
      charge.errorCode && charge.errorMessage ? { code: charge.errorCode, message: charge.errorMessage } : null,
    cardResponse: charge.cardLast4
      ? { last4digits: charge.cardLast4, brand: charge.cardBrand ?? '', cardHolderName: charge.cardHolder ?? '' }
      : null,
    chargesTries: attempts.map((attempt) => ({
      uuid: attempt.id,
      status: attempt.status,
      value: attempt.value,
      createdAt: attempt.createdAt.toISOString(),
      expirationDate: attempt.expirationDate,
      errorCode: attempt.errorCode,
      errorMessage: attempt.errorMessage,
    })),
    refunds,
    refundableAmount: refundableAmount({ value: charge.value, refundedAmount: charge.refunded }),
    dispute,
    boleto:
      charge.boletoLine && charge.boletoBarcode
        ? {
            digitableLine: charge.boletoLine,
            barcode: charge.boletoBarcode,
            pdfPath: `/api/charges/${charge.id}/boleto.pdf`,
          }
        : null,
    pix: charge.pixCopyPaste && qrImage ? { copyPaste: charge.pixCopyPaste, qrCodeImage: qrImage } : null,
    threeDSecureUrl: charge.challengeId
      ? `${ctx.config.publicUrl}/3ds?challenge=${encodeURIComponent(charge.challengeId)}`
      : null,
    paymentLinkId: charge.paymentLinkId,
    pageUrl: chargePageUrl(ctx, charge),
    createdAt: charge.createdAt.toISOString(),
  };
}

/** The buyer's page of a charge (the web's public `/cobranca/{token}`). */
export function chargePageUrl(ctx: AppContext, charge: Pick<ChargeRecord, 'pageToken'>): string {
  return `${ctx.config.publicUrl}/cobranca/${charge.pageToken}`;
}
