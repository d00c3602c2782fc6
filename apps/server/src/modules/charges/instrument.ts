import { eq } from 'drizzle-orm';
import type { ChargeCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { theRow } from '../../lib/rows.js';
import { sellers } from '../sellers/tables.js';
import { DEFAULT_BOLETO_FINE_BP, DEFAULT_BOLETO_INTEREST_MONTHLY_BP } from './interest.js';
import { sellerBoletoTerms } from './tables.js';

async function sellerOf(ctx: AppContext, sellerId: string) {
  return theRow(await ctx.db.select().from(sellers).where(eq(sellers.id, sellerId)), 'the seller');
}

async function boletoTerms(ctx: AppContext, sellerId: string) {
  const [own] = await ctx.db.select().from(sellerBoletoTerms).where(eq(sellerBoletoTerms.sellerId, sellerId));
  return own ?? { fineBp: DEFAULT_BOLETO_FINE_BP, interestMonthlyBp: DEFAULT_BOLETO_INTEREST_MONTHLY_BP };
}

/**
 * The acquirer's reference of a charge's current boleto or Pix: its id, then `r{n}.{id}` after each
 * change. The revision leads because a Pix txid keeps only the first 25 alphanumerics.
 */
export function instrumentReference(charge: { id: string; revision: number }): string {
  return charge.revision === 0 ? charge.id : `r${charge.revision}.${charge.id}`;
}

/** What a boleto or Pix is issued for: `reference` is the charge id, or the id and its revision. */
export interface InstrumentRequest {
  reference: string;
  paymentMethod: 'BOLETO' | 'PIX';
  value: number;
  expirationDate: string;
  customerName: string;
  customerDocument: string;
}

/** The boleto (line, barcode, our number, fine and interest terms) or the Pix (code and QR image). */
export async function issueBoletoOrPix(ctx: AppContext, sellerId: string, request: InstrumentRequest) {
  const seller = await sellerOf(ctx, sellerId);
  const beneficiaryName = seller.tradeName ?? seller.name;
  if (request.paymentMethod === 'BOLETO') {
    const terms = await boletoTerms(ctx, sellerId);
    const boleto = await ctx.acquirer.issueBoleto({
      reference: request.reference,
      amount: request.value,
      dueDate: request.expirationDate,
      payerName: request.customerName,
      payerDocument: request.customerDocument,
      beneficiaryName,
      beneficiaryDocument: seller.document,
    });
    return {
      boletoLine: boleto.digitableLine,
      boletoBarcode: boleto.barcode,
      boletoOurNumber: boleto.ourNumber,
      fineBp: terms.fineBp,
      interestMonthlyBp: terms.interestMonthlyBp,
    };
  }
  const pix = await ctx.acquirer.issuePix({
    reference: request.reference,
    amount: request.value,
    merchantName: beneficiaryName,
    merchantCity: 'SAO PAULO',
    pixKey: seller.document,
  });
  // Drawn now (about a millisecond, one-bit PNG) and stored with the row: the answer shows it.
  return { pixCopyPaste: pix.copyPaste, pixQrImage: await ctx.acquirer.pixQrCode(pix.copyPaste) };
}

/** What the acquirer issues for each method before the charge is stored. */
export async function paymentInstrument(ctx: AppContext, id: string, sellerId: string, body: ChargeCreate) {
  if (body.paymentMethod === 'CREDIT_CARD') {
    const card = await ctx.acquirer.tokenizeCard(body.card!);
    return { cardToken: card.token, cardLast4: card.last4, cardBrand: card.brand, cardHolder: card.holderName };
  }
  return issueBoletoOrPix(ctx, sellerId, {
    reference: id,
    paymentMethod: body.paymentMethod,
    value: body.value,
    expirationDate: body.expirationDate,
    customerName: body.customer.name,
    customerDocument: body.customer.document,
  });
}
