import {
  cents,
  cycleValue,
  PERIODICITIES,
  type PaymentMethod,
  type Periodicity,
  type PublicLink,
  type PublicLinkMethod,
  type PublicPeriodicityChoice,
} from '@cofre/contract';
import { type PriceLine, simulateInstallments } from '../ledger/index.js';
import { planPricePerMonth, type PlanRow } from '../plans/index.js';
import { discountedValue, type LinkRecord } from '../payment-links/index.js';

/** A CPF or CNPJ a bystander cannot use: '***.982.247-**', '**.345.678/0001-**'. */
export function maskDocument(document: string): string {
  if (document.length === 11) return `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**`;
  if (document.length === 14) return `**.${document.slice(2, 5)}.${document.slice(5, 8)}/${document.slice(8, 12)}-**`;
  return '***';
}

/** 'c*******o@exemplo.com.br': enough for buyers to recognise their own address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local.slice(0, 1)}*@${domain}`;
  return `${local.slice(0, 1)}${'*'.repeat(local.length - 2)}${local.slice(-1)}@${domain}`;
}

/**
 * '(11) *****-4321' for a Brazilian number (area code kept, the last four shown), '+1 ******1234'
 * otherwise; null when the client has no phone.
 */
export function maskPhone(phone: string, countryCode: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  const last = digits.slice(-4);
  if (countryCode === '55' && (digits.length === 10 || digits.length === 11)) {
    return `(${digits.slice(0, 2)}) ${'*'.repeat(digits.length - 6)}-${last}`;
  }
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `+${countryCode} ${'*'.repeat(digits.length - 4)}${last}`;
}

/**
 * The price of one charge through the link before any card fee: the base value (a subscription: one
 * cycle) less the method's discount, plus a subscription's additional value (spec 2 §4: the
 * additional value is added after the discount).
 */
export function linkPrice(link: LinkRecord, method: PaymentMethod): number {
  const base = link.periodicity ? cycleValue(link.value, link.periodicity) : link.value;
  const discount =
    method === 'CREDIT_CARD'
      ? link.cardDiscountPercent
      : method === 'BOLETO'
        ? link.bankSlipDiscountPercent
        : link.pixDiscountPercent;
  return discountedValue(base, discount) + link.additionalValue;
}

/**
 * A SUBSCRIPTION link as if the seller had made it for another periodicity (docs/subscriptions.md,
 * 'Periodicity on the checkout'): its own periodicity keeps the link's value per month (the seller
 * may have set it), another takes the plan's price per month for it. Discounts, additional value and
 * everything else stay the link's. The page's prices and the payment's charge both come from this.
 */
export function linkAtPeriodicity(link: LinkRecord, plan: PlanRow, periodicity: Periodicity): LinkRecord {
  if (periodicity === link.periodicity) return link;
  return { ...link, periodicity, value: planPricePerMonth(plan, periodicity) };
}

/** Every periodicity a buyer may choose, the link's own first, each with the link's methods priced for it. */
export function periodicityChoices(
  link: LinkRecord,
  plan: PlanRow,
  prices: (installments: number) => PriceLine,
): PublicPeriodicityChoice[] {
  const own = link.periodicity;
  if (!own) return [];
  return [own, ...PERIODICITIES.filter((periodicity) => periodicity !== own)].map((periodicity) => {
    const priced = linkAtPeriodicity(link, plan, periodicity);
    return {
      periodicity,
      valuePerMonth: priced.value,
      cycleValue: cycleValue(priced.value, periodicity),
      methods: enabledMethods(priced, prices),
    };
  });
}

export interface PublicLinkParts {
  link: LinkRecord;
  seller: { name: string; description: string | null };
  /** The seller's current checkout subdomain, null before it has one. */
  subdomain: string | null;
  plan: PlanRow | undefined;
  client: { name: string; document: string; email: string; phone: string; countryCode: string } | undefined;
  prices: (installments: number) => PriceLine;
  sandbox: boolean;
}

export function enabledMethods(link: LinkRecord, prices: (installments: number) => PriceLine): PublicLinkMethod[] {
  const methods: PublicLinkMethod[] = [];
  if (link.pixEnabled) {
    methods.push({
      method: 'PIX',
      discountPercent: link.pixDiscountPercent,
      value: linkPrice(link, 'PIX'),
      // A subscription's cycle is one charge: its boleto or Pix is never split in parts.
      installments: link.type === 'SUBSCRIPTION' ? 1 : link.pixInstallments,
      options: [],
      scheduleDate: null,
    });
  }
  if (link.cardEnabled) {
    const value = linkPrice(link, 'CREDIT_CARD');
    const options = simulateInstallments(cents(value), link.cardInstallments, link.cardFeeBearer, prices).map(
      ({ installments, installmentAmount, totalAmount }) => ({ installments, installmentAmount, totalAmount }),
    );
    methods.push({
      method: 'CREDIT_CARD',
      discountPercent: link.cardDiscountPercent,
      value,
      installments: link.cardInstallments,
      options,
      scheduleDate: link.cardScheduleDate,
    });
  }
  if (link.bankSlipEnabled) {
    methods.push({
      method: 'BOLETO',
      discountPercent: link.bankSlipDiscountPercent,
      value: linkPrice(link, 'BOLETO'),
      installments: link.type === 'SUBSCRIPTION' ? 1 : link.bankSlipInstallments,
      options: [],
      scheduleDate: null,
    });
  }
  return methods;
}

export function toPublicLink({ link, seller, subdomain, plan, client, prices, sandbox }: PublicLinkParts): PublicLink {
  return {
    id: link.id,
    type: link.type,
    seller,
    subdomain,
    title: link.title ?? plan?.title ?? '',
    description: link.description,
    value: link.periodicity ? cycleValue(link.value, link.periodicity) : link.value,
    methods: enabledMethods(link, prices),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    timer: link.timer,
    asksCustomer: link.type !== 'FAST_ORDER' && !client,
    customer: client
      ? {
          name: client.name,
          document: maskDocument(client.document),
          email: maskEmail(client.email),
          phone: maskPhone(client.phone, client.countryCode),
        }
      : null,
    sandbox,
    plan:
      plan && link.periodicity
        ? {
            title: plan.title,
            description: plan.description,
            bullets: plan.bullets.map((bullet) => bullet.description),
            periodicity: link.periodicity,
            valuePerMonth: link.value,
            cycleValue: cycleValue(link.value, link.periodicity),
            additionalValue: link.additionalValue,
            additionalTitle: link.additionalTitle,
            choices: periodicityChoices(link, plan, prices),
          }
        : null,
  };
}
