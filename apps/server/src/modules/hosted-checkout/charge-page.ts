import { eq } from 'drizzle-orm';
import type { ChargeStatus, PublicCharge } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { type ChargeRecord, charges, interestAmount, pixQrImage, simulateBuyerPayment } from '../charges/index.js';
import { sellers } from '../sellers/index.js';

/** What the buyer is told of each status: nothing about disputes, failures or manual marks. */
const BUYER_STATUS: Record<ChargeStatus, PublicCharge['status']> = {
  SCHEDULED: 'OPEN',
  FAILED: 'OPEN',
  LATE: 'LATE',
  PAID: 'PAID',
  PAID_MANUALLY: 'PAID',
  DISPUTE: 'PAID',
  CHARGEBACK: 'PAID',
  CANCELED: 'CANCELED',
  ABANDONED: 'CANCELED',
  REFUND: 'REFUNDED',
};

/** The charge whose page token this is; the token is the buyer's only key (128 random bits). */
export async function chargeOfPageToken(ctx: AppContext, token: string): Promise<ChargeRecord> {
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.pageToken, token));
  if (!charge) throw notFound();
  return charge;
}

/** The buyer's page of a charge (`/cobranca/{token}`): how to pay it while it is open. */
export async function publicCharge(ctx: AppContext, token: string): Promise<PublicCharge> {
  const charge = await chargeOfPageToken(ctx, token);
  const seller = theRow(await ctx.db.select().from(sellers).where(eq(sellers.id, charge.sellerId)), 'the seller');
  const status = BUYER_STATUS[charge.status];
  const payable = status === 'OPEN' || status === 'LATE';
  return {
    sellerName: seller.tradeName ?? seller.name,
    title: charge.title,
    description: charge.description,
    customerName: charge.customerName,
    value: charge.value,
    interestAmount: interestAmount(charge, businessDate(ctx.clock.now())),
    expirationDate: charge.expirationDate,
    status,
    paymentMethod: charge.paymentMethod,
    boleto:
      payable && charge.boletoLine
        ? { digitableLine: charge.boletoLine, pdfPath: `/api/public/charges/${token}/boleto.pdf` }
        : null,
    pix:
      payable && charge.pixCopyPaste
        ? { copyPaste: charge.pixCopyPaste, qrCodeImage: await pixQrImage(ctx, charge) }
        : null,
    paidDate: status === 'PAID' ? charge.paidDate : null,
    sandbox: ctx.config.sandbox,
  };
}

/** Sandbox only: the buyer's bank pays the boleto or Pix shown on the page. */
export async function sandboxPayChargePage(ctx: AppContext, token: string): Promise<PublicCharge> {
  const charge = await chargeOfPageToken(ctx, token);
  await simulateBuyerPayment(ctx, charge.sellerId, charge.id);
  return publicCharge(ctx, token);
}
