import { z } from 'zod';
import {
  cycleValue,
  FEE_BEARERS,
  LINK_LIMITS,
  LINK_MESSAGES,
  PERIODICITIES,
  paymentLinkInputSchema,
  scale,
  type FeeBearer,
  type PaymentLink,
  type PaymentLinkInput,
  type PaymentLinkType,
  type Periodicity,
  type SellerPaymentDefaults,
} from '@cofre/contract';
import { businessDateTime, businessInstant } from '../businessTime';
import { splitRowFields, splitRowsOf, toSplitShares, type SplitRowValues } from './splitForm';

/** A method as its inputs hold it: the discount field may be left empty (no discount). */
export interface MethodFormValues {
  enabled: boolean;
  discountPercent: number | '';
  installments: number;
}

export interface CardFormValues extends MethodFormValues {
  feeBearer: FeeBearer;
  /** 'yyyy-MM-dd' or none. */
  scheduleDate: string | null;
}

export interface SubscriptionFormValues {
  planId: string | null;
  periodicity: Periodicity;
  additionalValue: number;
  additionalTitle: string;
  additionalInstallments: number;
}

/**
 * What the link forms hold: the request's fields (so the contract's messages land on them) plus
 * what only the screen needs: the expiry switch with its day and time, the client's and plan's
 * names for the preview.
 */
export interface LinkFormValues {
  type: PaymentLinkType;
  title: string;
  description: string;
  /** Centavos; a one-off or quick link's price, a subscription's price per month. */
  value: number;
  clientId: string | null;
  clientName: string | null;
  planTitle: string | null;
  creditCard: CardFormValues;
  bankSlip: MethodFormValues;
  pix: MethodFormValues;
  expires: boolean;
  /** 'yyyy-MM-dd' and 'HH:mm' on São Paulo's clock. */
  expiryDate: string | null;
  expiryTime: string;
  timer: boolean;
  bankSlipDescription: string;
  metadata: Array<{ key: string; value: string }>;
  subscription: SubscriptionFormValues;
  /** The split switch (one-off links): the rows are kept while it is off, and sent only while on. */
  splitEnabled: boolean;
  split: SplitRowValues[];
}

const method = {
  enabled: z.boolean(),
  discountPercent: z.union([z.number(), z.literal('')]),
  installments: z.number(),
};

const formFields = z.object({
  type: z.enum(['ORDER', 'SUBSCRIPTION', 'FAST_ORDER']),
  title: z.string(),
  description: z.string(),
  value: z.number(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  planTitle: z.string().nullable(),
  creditCard: z.object({ ...method, feeBearer: z.enum(FEE_BEARERS), scheduleDate: z.string().nullable() }),
  bankSlip: z.object(method),
  pix: z.object(method),
  expires: z.boolean(),
  expiryDate: z.string().nullable(),
  expiryTime: z.string(),
  timer: z.boolean(),
  bankSlipDescription: z.string(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  subscription: z.object({
    planId: z.string().nullable(),
    periodicity: z.enum(PERIODICITIES),
    additionalValue: z.number(),
    additionalTitle: z.string(),
    additionalInstallments: z.number(),
  }),
  splitEnabled: z.boolean(),
  split: z.array(splitRowFields),
});

const percent = (value: number | '') => (value === '' ? 0 : value);

/** The form's values as the request (POST/PUT /payment-links): the contract then checks it. */
export function toLinkRequest(values: LinkFormValues, withMetadata: boolean): PaymentLinkInput {
  const { type, creditCard, bankSlip, pix, subscription } = values;
  const expiresAt = values.expires && values.expiryDate ? businessInstant(values.expiryDate, values.expiryTime) : null;
  return {
    type,
    title: type === 'SUBSCRIPTION' ? null : values.title,
    description: values.description,
    value: values.value,
    // A quick link is never dedicated (spec 2 §4); a one-off or subscription link may be.
    clientId: type === 'FAST_ORDER' ? null : values.clientId,
    creditCard: {
      enabled: creditCard.enabled,
      discountPercent: percent(creditCard.discountPercent),
      installments: creditCard.installments,
      feeBearer: creditCard.feeBearer,
      scheduleDate: creditCard.scheduleDate,
    },
    bankSlip: { ...bankSlip, discountPercent: percent(bankSlip.discountPercent) },
    pix: { ...pix, discountPercent: percent(pix.discountPercent) },
    expiresAt,
    timer: expiresAt !== null && values.timer,
    bankSlipDescription: values.bankSlipDescription,
    metadata: withMetadata ? values.metadata : [],
    subscription:
      type === 'SUBSCRIPTION' && subscription.planId
        ? {
            planId: subscription.planId,
            periodicity: subscription.periodicity,
            additionalValue: subscription.additionalValue,
            additionalTitle: subscription.additionalTitle,
            additionalInstallments: subscription.additionalInstallments,
          }
        : null,
    split: type === 'ORDER' && values.splitEnabled ? toSplitShares(values.split) : [],
  };
}

/**
 * The form's schema: its fields, read as the request, checked by the contract (never a rule of its
 * own). The expiry's 'in the future' needs the clock, so the contract leaves it to the server (LNK-004);
 * the form asks it too, with the contract's message, so the seller sees it on the time field.
 */
export function linkFormSchema(withMetadata: boolean, now: () => number = Date.now) {
  return formFields
    .superRefine((values, context) => {
      if (!values.expires || !values.expiryDate) return;
      if (new Date(businessInstant(values.expiryDate, values.expiryTime)).getTime() <= now()) {
        context.addIssue({ code: 'custom', path: ['expiryTime'], message: LINK_MESSAGES.futureDate });
      }
    })
    .transform((values) => toLinkRequest(values, withMetadata))
    .pipe(paymentLinkInputSchema);
}

/** The card price after its discount (percent of the value, half up: the server's rule). */
export const cardPrice = (value: number, discountPercent: number | '') =>
  value - scale(value, discountPercent === '' ? 0 : discountPercent, 100);

/** The most instalments the card select offers: above 12 only when the buyer bears the fees (spec 2 §4). */
export function maxCardInstallments(feeBearer: FeeBearer): number {
  return feeBearer === 'EARLY_BUYER' ? LINK_LIMITS.cardInstallments : LINK_LIMITS.cardInstallmentsSellerPays;
}

/** A new link of `type`, with the seller's defaults (all methods off when they could not be read). */
export function newLinkValues(type: PaymentLinkType, defaults: SellerPaymentDefaults | undefined): LinkFormValues {
  const installments = type === 'FAST_ORDER' ? defaults?.defaultFastInstallments : defaults?.defaultInstallments;
  return {
    type,
    title: '',
    description: '',
    value: 0,
    clientId: null,
    clientName: null,
    planTitle: null,
    creditCard: {
      enabled: defaults?.defaultEnableCreditCard ?? false,
      discountPercent: '',
      installments: Math.min(Math.max(installments ?? 1, 1), LINK_LIMITS.cardInstallmentsSellerPays),
      feeBearer: 'EARLY_SELLER',
      scheduleDate: null,
    },
    bankSlip: { enabled: defaults?.defaultEnableBankSlip ?? false, discountPercent: '', installments: 1 },
    pix: { enabled: defaults?.defaultEnablePixPayment ?? false, discountPercent: '', installments: 1 },
    expires: false,
    expiryDate: null,
    expiryTime: '23:45',
    timer: false,
    bankSlipDescription: '',
    metadata: [],
    subscription: {
      planId: null,
      periodicity: 'MONTHLY',
      additionalValue: 0,
      additionalTitle: '',
      additionalInstallments: 1,
    },
    splitEnabled: false,
    split: [],
  };
}

const discountOf = (value: number): number | '' => (value === 0 ? '' : value);

/** A saved link as the edit form holds it. */
export function linkFormValues(link: PaymentLink): LinkFormValues {
  const expiry = link.expiresAt ? businessDateTime(link.expiresAt) : null;
  return {
    type: link.type,
    title: link.type === 'SUBSCRIPTION' ? '' : link.title,
    description: link.description ?? '',
    value: link.subscription ? link.subscription.valuePerMonth : link.value,
    clientId: link.client?.id ?? null,
    clientName: link.client?.name ?? null,
    planTitle: link.subscription?.planTitle ?? null,
    creditCard: {
      enabled: link.creditCard.enabled,
      discountPercent: discountOf(link.creditCard.discountPercent),
      installments: link.creditCard.installments,
      feeBearer: link.creditCard.feeBearer,
      scheduleDate: link.creditCard.scheduleDate,
    },
    bankSlip: { ...link.bankSlip, discountPercent: discountOf(link.bankSlip.discountPercent) },
    pix: { ...link.pix, discountPercent: discountOf(link.pix.discountPercent) },
    expires: expiry !== null,
    expiryDate: expiry?.date ?? null,
    expiryTime: expiry?.time ?? '23:45',
    timer: link.timer,
    bankSlipDescription: link.bankSlipDescription ?? '',
    metadata: link.metadata.map(({ key, value }) => ({ key, value })),
    subscription: {
      planId: link.subscription?.planId ?? null,
      periodicity: link.subscription?.periodicity ?? 'MONTHLY',
      additionalValue: link.subscription?.additionalValue ?? 0,
      additionalTitle: link.subscription?.additionalTitle ?? '',
      additionalInstallments: link.subscription?.additionalInstallments ?? 1,
    },
    splitEnabled: (link.split?.shares.length ?? 0) > 0,
    split: splitRowsOf(link.split),
  };
}

/** Title and value filled (a subscription: plan and value) and a method chosen (spec 2 §4). */
export function isReadyToCreate(values: LinkFormValues): boolean {
  const named = values.type === 'SUBSCRIPTION' ? values.subscription.planId !== null : values.title.trim() !== '';
  const method = values.creditCard.enabled || values.bankSlip.enabled || values.pix.enabled;
  return named && values.value > 0 && method;
}

/** What one cycle of a subscription link costs: the price per month times the cycle's months. */
export const subscriptionCycle = (values: LinkFormValues) => cycleValue(values.value, values.subscription.periodicity);
