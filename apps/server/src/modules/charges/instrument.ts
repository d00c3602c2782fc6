import { eq, sql } from 'drizzle-orm';
import type { ChargeCreate } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/prepared.js';
import { theRow } from '../../lib/rows.js';
import { sellers } from '../sellers/index.js';
import { boletoTerms } from './boleto-terms.js';

/** What a boleto or Pix names of its seller, read on every creation: built once, prepared. */
const issuingSeller = builtOnce((db) =>
  db
    .select({ name: sellers.name, tradeName: sellers.tradeName, document: sellers.document })
    .from(sellers)
    .where(eq(sellers.id, sql.placeholder('sellerId')))
    .prepare('issuing_seller'),
);

/** What a boleto or Pix names of its seller. */
export interface IssuingSeller {
  name: string;
  tradeName: string | null;
  document: string;
}

async function sellerOf(ctx: AppContext, sellerId: string): Promise<IssuingSeller> {
  return theRow(await issuingSeller(ctx.db).execute({ sellerId }), 'the seller');
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

/** How a boleto or Pix is issued for one seller: its name and document read once, its boleto terms once a boleto needs them. */
export type InstrumentIssuer = (
  request: InstrumentRequest,
  options?: { drawQr: boolean },
) => Promise<Awaited<ReturnType<typeof issueWith>>>;

/**
 * The issuer of a seller's boletos and Pix. `drawQr: false` leaves the Pix QR image to be drawn when
 * the charge is first shown (view.ts): the billing engine issues thousands nobody looks at yet.
 */
export async function instrumentIssuer(
  ctx: AppContext,
  sellerId: string,
  known?: IssuingSeller,
): Promise<InstrumentIssuer> {
  // `known`: the caller read the seller already, in the statement it needed anyway.
  const seller = known ?? (await sellerOf(ctx, sellerId));
  // A Pix has no fine nor interest: the terms are read by the first boleto, then kept for the rest.
  let terms: ReturnType<typeof boletoTerms> | undefined;
  const termsOf = () => (terms ??= boletoTerms(ctx, sellerId));
  return (request, options = { drawQr: true }) => issueWith(ctx, { seller, termsOf }, request, options.drawQr);
}

async function issueWith(
  ctx: AppContext,
  { seller, termsOf }: { seller: IssuingSeller; termsOf: () => ReturnType<typeof boletoTerms> },
  request: InstrumentRequest,
  drawQr: boolean,
) {
  const beneficiaryName = seller.tradeName ?? seller.name;
  if (request.paymentMethod === 'BOLETO') {
    const terms = await termsOf();
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
  return { pixCopyPaste: pix.copyPaste, pixQrImage: drawQr ? await ctx.acquirer.pixQrCode(pix.copyPaste) : null };
}

/** The boleto (line, barcode, our number, fine and interest terms) or the Pix (code and QR image). */
export async function issueBoletoOrPix(ctx: AppContext, sellerId: string, request: InstrumentRequest) {
  return (await instrumentIssuer(ctx, sellerId))(request);
}

/** The instrument of a new charge: the card's token, or the boleto or Pix the acquirer issued. */
export type ChargeInstrument =
  | { cardToken: string; cardLast4: string | null; cardBrand: string | null; cardHolder: string | null }
  | Awaited<ReturnType<InstrumentIssuer>>;

/** The acquirer's token of the buyer's card (the vault keeps the card; we keep the token). */
export async function cardInstrument(ctx: AppContext, card: NonNullable<ChargeCreate['card']>) {
  const token = await ctx.acquirer.tokenizeCard(card);
  return { cardToken: token.token, cardLast4: token.last4, cardBrand: token.brand, cardHolder: token.holderName };
}

/** What a boleto or Pix charge asks the acquirer for. */
export function instrumentRequest(
  id: string,
  body: ChargeCreate & { paymentMethod: 'BOLETO' | 'PIX' },
): InstrumentRequest {
  return {
    reference: id,
    paymentMethod: body.paymentMethod,
    value: body.value,
    expirationDate: body.expirationDate,
    customerName: body.customer.name,
    customerDocument: body.customer.document,
  };
}

/** The acquirer token of a card a subscription keeps: later cycles send no card data again. */
export interface StoredCard {
  token: string;
  last4: string | null;
  brand: string | null;
  holder: string | null;
}

/**
 * What a new charge is paid with, before it is stored: a stored card's token, a new card's token, or
 * the boleto or Pix the acquirer issued (by `issuer`, asked for only when one is needed).
 */
export async function chargeInstrument(
  ctx: AppContext,
  id: string,
  body: ChargeCreate,
  storedCard: StoredCard | undefined,
  issuer: () => Promise<InstrumentIssuer>,
  options?: { drawQr: boolean },
): Promise<ChargeInstrument> {
  if (storedCard) {
    return {
      cardToken: storedCard.token,
      cardLast4: storedCard.last4,
      cardBrand: storedCard.brand,
      cardHolder: storedCard.holder,
    };
  }
  if (body.paymentMethod === 'CREDIT_CARD') return cardInstrument(ctx, body.card!);
  return (await issuer())(instrumentRequest(id, { ...body, paymentMethod: body.paymentMethod }), options);
}
