import { eq } from 'drizzle-orm';
import {
  splitInstalments,
  type ChargeCreate,
  type CheckoutPayment,
  type PaymentMethod,
  type Periodicity,
  type PublicLink,
} from '@cofre/contract';
import type { z } from 'zod';
import type { checkoutPaymentRequestSchema } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { addDays, addMonths, businessDate, nextWeekday } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import {
  type ChargeRecord,
  createChargeRecord,
  findCharge,
  pixQrImage,
  simulateBuyerPayment,
} from '../charges/index.js';
import { findPublicLink, type LinkRecord, linkSplitShares, linkStatus } from '../payment-links/index.js';
import { findSellerCheckout } from '../checkouts/index.js';
import { cardPriceTable } from '../ledger/index.js';
import { findPlan, type PlanRow } from '../plans/index.js';
import { findClient, findOrCreateBuyer } from '../seller-clients/index.js';
import { sellers } from '../sellers/index.js';
import { subscribeAtCheckout } from '../subscriptions/index.js';
import { enabledMethods, linkAtPeriodicity, toPublicLink } from './view.js';

type PaymentRequest = z.output<typeof checkoutPaymentRequestSchema>;

/** Days a boleto bought on the checkout has before it is due (rolled to a weekday). */
export const CHECKOUT_BOLETO_DAYS = 3;

/** The link a buyer opened: unknown is 404; deleted or expired is 410 LNK-001, refused by the server, not only hidden. */
async function openLink(ctx: AppContext, id: string): Promise<LinkRecord> {
  const link = await findPublicLink(ctx.db, id);
  if (!link) throw notFound();
  if (linkStatus(link, ctx.clock.now()) !== 'ACTIVE') throw new AppError('LNK-001');
  return link;
}

/** A subscription link whose plan was switched off: 410 like a deleted link, with the plan's own reason. */
const planOff = () => new AppError('LNK-009');

/** The plan of a subscription link; an inactive plan sells nothing new (docs/payment-links.md). */
async function planOnSale(ctx: AppContext, link: LinkRecord): Promise<PlanRow | undefined> {
  if (!link.planId) return undefined;
  const plan = await findPlan(ctx.db, link.sellerId, link.planId);
  if (plan && !plan.active) throw planOff();
  return plan;
}

/**
 * What the buyer sees. The link is found by its id alone: an address naming an older subdomain (the
 * seller renamed it), or none, still opens it, and the answer carries the seller's current
 * subdomain so the page can put the canonical address in the bar (docs/hosted-checkout.md).
 */
export async function publicLink(ctx: AppContext, id: string): Promise<PublicLink> {
  const link = await openLink(ctx, id);
  const [checkout, seller, plan, client, prices] = await Promise.all([
    findSellerCheckout(ctx.db, link.sellerId),
    ctx.db.select().from(sellers).where(eq(sellers.id, link.sellerId)),
    planOnSale(ctx, link),
    link.sellerClientId ? findClient(ctx.db, link.sellerId, link.sellerClientId) : undefined,
    cardPriceTable(ctx.db, link.sellerId),
  ]);
  const owner = theRow(seller, 'the seller of the link');
  return toPublicLink({
    link,
    seller: { name: checkout?.title ?? owner.tradeName ?? owner.name, description: checkout?.description ?? null },
    subdomain: checkout?.subdomain ?? null,
    plan,
    client: client
      ? {
          name: client.name,
          document: client.documentNumber,
          email: client.email,
          phone: client.phone,
          countryCode: client.countryCode,
        }
      : undefined,
    prices,
    sandbox: ctx.config.sandbox,
  });
}

interface Payer {
  customer: ChargeCreate['customer'];
  /** The seller's client who pays (none on a quick link). */
  clientId: string | null;
}

/** Who pays: the client the link is dedicated to, the buyer who typed their data, or nobody on a quick link. */
async function payerOf(ctx: AppContext, link: LinkRecord, body: PaymentRequest): Promise<Payer> {
  if (link.sellerClientId) {
    const client = await findClient(ctx.db, link.sellerId, link.sellerClientId);
    if (!client) throw notFound();
    return {
      customer: {
        name: client.name,
        document: client.documentNumber,
        email: client.email,
        phone: client.phone,
        countryCode: client.countryCode,
      },
      clientId: client.id,
    };
  }
  if (link.type === 'FAST_ORDER') {
    // A boleto is registered in its payer's name and document; Pix and card need no one.
    if (body.method === 'BOLETO') {
      if (!body.payer) throw new AppError('VAL-001', undefined);
      return { customer: { ...body.payer, email: '', phone: '', countryCode: '55' }, clientId: null };
    }
    const name = body.method === 'CREDIT_CARD' && body.card ? body.card.holderName : 'Comprador não identificado';
    return { customer: { name, document: '', email: '', phone: '', countryCode: '55' }, clientId: null };
  }
  if (!body.customer) throw new AppError('VAL-001');
  const clientId = await findOrCreateBuyer(ctx, link.sellerId, body.customer);
  return { customer: body.customer, clientId };
}

interface ChargePart {
  value: number;
  dueDate: string;
}

/** The charges one payment makes: one, or one per instalment of a boleto or Pix in parts (a month apart). */
function partsOf(total: number, count: number, firstDue: string): ChargePart[] {
  return splitInstalments(total, count).map((value, index) => ({
    value,
    dueDate: index === 0 ? firstDue : nextWeekday(addMonths(firstDue, index)),
  }));
}

/**
 * The link priced at the periodicity the buyer chose (none: the link's own), exactly as the page
 * showed it (`linkAtPeriodicity`): the charge, the card options and the subscription follow it.
 */
function linkToPay(link: LinkRecord, plan: PlanRow | undefined, periodicity: Periodicity | undefined): LinkRecord {
  if (!periodicity) return link;
  if (link.type !== 'SUBSCRIPTION') {
    throw fieldError('periodicity', 'A periodicidade só pode ser escolhida em um link de assinatura.');
  }
  if (!plan) throw notFound();
  return linkAtPeriodicity(link, plan, periodicity);
}

export async function payLink(ctx: AppContext, id: string, body: PaymentRequest): Promise<CheckoutPayment> {
  const opened = await openLink(ctx, id);
  const [plan, prices] = await Promise.all([planOnSale(ctx, opened), cardPriceTable(ctx.db, opened.sellerId)]);
  const link = linkToPay(opened, plan, body.periodicity);
  const method = enabledMethods(link, prices).find((candidate) => candidate.method === body.method);
  if (!method) throw new AppError('LNK-007');
  if (body.installments > method.installments) throw new AppError('LNK-008');
  if (link.type === 'SUBSCRIPTION' && body.method !== 'CREDIT_CARD' && body.installments > 1) {
    throw new AppError('LNK-008');
  }
  const payer = await payerOf(ctx, link, body);
  const { customer } = payer;
  const today = businessDate(ctx.clock.now());
  const title = link.title ?? plan?.title ?? '';
  const description =
    body.method === 'BOLETO' && link.bankSlipDescription ? link.bankSlipDescription : (link.description ?? undefined);
  let parts: ChargePart[];
  let cardInstallments = 1;
  if (body.method === 'CREDIT_CARD') {
    const option = method.options.find((candidate) => candidate.installments === body.installments);
    if (!option) throw new AppError('LNK-008');
    parts = [{ value: option.totalAmount, dueDate: method.scheduleDate ?? today }];
    cardInstallments = body.installments;
  } else {
    const firstDue = body.method === 'BOLETO' ? nextWeekday(addDays(today, CHECKOUT_BOLETO_DAYS)) : today;
    parts = partsOf(method.value, body.installments, firstDue);
  }
  const created: Array<{ id: string; part: ChargePart }> = [];
  if (link.type === 'SUBSCRIPTION') {
    const first = theRow(parts, 'the first cycle');
    const charge: ChargeCreate = {
      title,
      description,
      value: first.value,
      paymentMethod: body.method,
      installments: cardInstallments,
      expirationDate: first.dueDate,
      customer,
      paymentLinkId: link.id,
    };
    const id = await subscribeOnCheckout(ctx, link, body, payer, charge);
    created.push({ id, part: first });
  }
  // A split link's shares go with each sale, written with the charge (charges/split-shares.ts).
  const split = link.type === 'ORDER' ? await linkSplitShares(ctx.db, link.sellerId, link.id) : [];
  for (const [index, part] of (link.type === 'SUBSCRIPTION' ? [] : parts).entries()) {
    const charge: ChargeCreate = {
      title: parts.length > 1 ? `${title} (${index + 1}/${parts.length})` : title,
      description,
      value: part.value,
      paymentMethod: body.method,
      installments: cardInstallments,
      expirationDate: part.dueDate,
      customer,
      card: body.card,
      paymentLinkId: link.id,
    };
    // The page's attempt id makes a double click or a retried request find the same charges.
    const { id: chargeId } = await createChargeRecord(
      ctx,
      link.sellerId,
      charge,
      `checkout:${body.attemptId}:${index + 1}`,
      { split },
    );
    created.push({ id: chargeId, part });
  }
  const first = theRow(created, 'the first charge');
  const result = await paymentOf(ctx, link, first.id);
  return {
    ...result,
    total: parts.reduce((sum, part) => sum + part.value, 0),
    instalments:
      parts.length > 1
        ? created.map(({ part }, index) => ({ number: index + 1, value: part.value, dueDate: part.dueDate }))
        : [],
  };
}

/**
 * A SUBSCRIPTION link's payment (docs/subscriptions.md): the buyer's client subscribes to the link's
 * plan (PENDING), at the periodicity the buyer chose and its value per month (`link` is priced for
 * it), and the payment is the subscription's first cycle; a card is tokenized once and kept for the
 * next cycles (never the number). Keyed by the attempt: a double click or a retried request finds
 * the same subscription and the same charge. Returns the charge's id.
 */
async function subscribeOnCheckout(
  ctx: AppContext,
  link: LinkRecord,
  body: PaymentRequest,
  payer: Payer,
  charge: ChargeCreate,
): Promise<string> {
  if (!payer.clientId || !link.planId || !link.periodicity) throw new AppError('VAL-001');
  const client = await findClient(ctx.db, link.sellerId, payer.clientId);
  if (!client) throw notFound();
  const key = `checkout:${body.attemptId}`;
  const token = body.method === 'CREDIT_CARD' && body.card ? await ctx.acquirer.tokenizeCard(body.card) : undefined;
  const card = token
    ? { token: token.token, last4: token.last4, brand: token.brand, holder: token.holderName }
    : undefined;
  let chargeId = '';
  await subscribeAtCheckout(
    ctx,
    link.sellerId,
    {
      client,
      planId: link.planId,
      periodicity: link.periodicity,
      valuePerMonth: link.value,
      paymentMethod: body.method,
      card,
      status: 'PENDING',
      startDate: charge.expirationDate,
      paymentLinkId: link.id,
      originKey: key,
      additional: {
        value: link.additionalValue,
        title: link.additionalTitle,
        installments: link.additionalInstallments,
      },
      bankSlipDescription: link.bankSlipDescription,
      // Checked again where the subscription is written: a switch-off since planOnSale still wins.
      refuseInactivePlan: planOff(),
    },
    async (subscriptionId) => {
      const made = await createChargeRecord(ctx, link.sellerId, charge, `${key}:1`, {
        subscription: { id: subscriptionId, cycle: 1 },
        storedCard: card,
      });
      chargeId = made.id;
    },
  );
  return chargeId;
}

/**
 * The links in the answer are followed by the buyer's browser on the page it opened: relative, so they
 * stay on the address the buyer used (PUBLIC_URL is for what leaves the site: e-mails, WhatsApp).
 */
async function toCheckoutPayment(ctx: AppContext, link: LinkRecord, charge: ChargeRecord): Promise<CheckoutPayment> {
  const base = `/api/public/checkout/links/${link.id}/payments/${charge.id}`;
  const back = `/pagar/${link.id}?pagamento=${charge.id}`;
  return {
    chargeId: charge.id,
    status: charge.status,
    method: charge.paymentMethod as PaymentMethod,
    total: charge.value,
    installments: charge.installments,
    dueDate: charge.expirationDate,
    pix: charge.pixCopyPaste ? { copyPaste: charge.pixCopyPaste, qrImage: await pixQrImage(ctx, charge) } : null,
    boleto: charge.boletoLine ? { line: charge.boletoLine, pdfUrl: `${base}/boleto.pdf` } : null,
    instalments: [],
    challengeUrl: charge.challengeId
      ? `/3ds?challenge=${encodeURIComponent(charge.challengeId)}&volta=${encodeURIComponent(back)}`
      : null,
    failure: charge.status === 'FAILED' ? (charge.errorMessage ?? 'Pagamento recusado.') : null,
  };
}

async function chargeOfLink(ctx: AppContext, link: LinkRecord, chargeId: string): Promise<ChargeRecord> {
  const charge = await findCharge(ctx.db, link.sellerId, chargeId);
  if (!charge || charge.paymentLinkId !== link.id) throw notFound();
  return charge;
}

async function paymentOf(ctx: AppContext, link: LinkRecord, chargeId: string): Promise<CheckoutPayment> {
  return toCheckoutPayment(ctx, link, await chargeOfLink(ctx, link, chargeId));
}

/**
 * The status poll of the page (Pix paid, card out of 3-D Secure). It answers for a link deleted or
 * expired since: the buyer's charge outlives its link.
 */
export async function checkoutPayment(ctx: AppContext, linkId: string, chargeId: string): Promise<CheckoutPayment> {
  const link = await findPublicLink(ctx.db, linkId);
  if (!link) throw notFound();
  return paymentOf(ctx, link, chargeId);
}

export async function checkoutBoleto(ctx: AppContext, linkId: string, chargeId: string): Promise<ChargeRecord> {
  const link = await findPublicLink(ctx.db, linkId);
  if (!link) throw notFound();
  return chargeOfLink(ctx, link, chargeId);
}

/** Sandbox only: the buyer's bank pays the Pix or boleto (docs/sandbox.md). */
export async function sandboxPayCheckout(ctx: AppContext, linkId: string, chargeId: string): Promise<CheckoutPayment> {
  const link = await findPublicLink(ctx.db, linkId);
  if (!link) throw notFound();
  await chargeOfLink(ctx, link, chargeId);
  await simulateBuyerPayment(ctx, link.sellerId, chargeId);
  return paymentOf(ctx, link, chargeId);
}
