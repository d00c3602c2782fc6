import { z } from 'zod';
import { cardInputSchema, chargeCustomerSchema } from './charge-create.js';
import { chargeStatusSchema, MAX_INSTALLMENTS, paymentMethodSchema } from './charges.js';
import { paymentLinkTypeSchema } from './payment-links.js';
import { periodicitySchema } from './plans.js';

/**
 * The hosted checkout (public, no sign-in): what a buyer sees of a payment link and how they pay it
 * (docs/hosted-checkout.md). Each payment is a charge of the seller, with the link's id.
 */

/** What a buyer pays per card option: the seller's fee and net stay private. */
export const publicInstallmentOptionSchema = z.object({
  installments: z.number().int(),
  installmentAmount: z.number().int(),
  totalAmount: z.number().int(),
});
export type PublicInstallmentOption = z.infer<typeof publicInstallmentOptionSchema>;

export const publicLinkMethodSchema = z.object({
  method: paymentMethodSchema,
  discountPercent: z.number().int(),
  /** The price in this method, after its discount (and, for a subscription, the first cycle with its additional value). */
  value: z.number().int(),
  /** The most instalments a buyer may choose in this method. */
  installments: z.number().int(),
  /** Card only: what each option costs the buyer. */
  options: z.array(publicInstallmentOptionSchema),
  /** Card only: the first charge is made on this day (yyyy-MM-dd) instead of at once. */
  scheduleDate: z.string().nullable(),
});
export type PublicLinkMethod = z.infer<typeof publicLinkMethodSchema>;

/**
 * A periodicity the buyer of a SUBSCRIPTION link may choose (docs/subscriptions.md, 'Periodicity on
 * the checkout'): the link's own at the link's value per month, the others at the plan's, with the
 * link's method discounts and additional value applied as to the link's own.
 */
export const publicPeriodicityChoiceSchema = z.object({
  periodicity: periodicitySchema,
  valuePerMonth: z.number().int(),
  /** valuePerMonth × the cycle's months, before any discount or additional value. */
  cycleValue: z.number().int(),
  /** The link's methods priced for this periodicity, as the link's top-level `methods`. */
  methods: z.array(publicLinkMethodSchema),
});
export type PublicPeriodicityChoice = z.infer<typeof publicPeriodicityChoiceSchema>;

export const publicLinkSchema = z.object({
  id: z.uuid(),
  type: paymentLinkTypeSchema,
  seller: z.object({ name: z.string(), description: z.string().nullable() }),
  /**
   * The seller's current checkout subdomain (null before it has a checkout identity). The link is
   * found by its id whatever subdomain the address named: a page opened under an older (renamed)
   * subdomain, or none, replaces its address with `/pagar/{subdomain}/{id}`.
   */
  subdomain: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  value: z.number().int(),
  methods: z.array(publicLinkMethodSchema),
  expiresAt: z.string().nullable(),
  /** Show a countdown to expiresAt. */
  timer: z.boolean(),
  /** A quick link asks the buyer nothing (boleto aside: a boleto needs the payer's name and document). */
  asksCustomer: z.boolean(),
  /** A link dedicated to a client: the buyer is that client; shown masked, never editable. */
  customer: z
    .object({
      name: z.string(),
      document: z.string(),
      email: z.string(),
      /** Masked like the others ('(11) *****-4321'); null when the client has no phone. */
      phone: z.string().nullable(),
    })
    .nullable(),
  /** The sandbox: the page offers to simulate the buyer's bank paying a Pix or boleto. */
  sandbox: z.boolean(),
  /** A SUBSCRIPTION link's plan; its periodicity and values (and the link's `value` and `methods`) are the link's own choice. */
  plan: z
    .object({
      title: z.string(),
      description: z.string().nullable(),
      bullets: z.array(z.string()),
      periodicity: periodicitySchema,
      valuePerMonth: z.number().int(),
      cycleValue: z.number().int(),
      additionalValue: z.number().int(),
      additionalTitle: z.string().nullable(),
      /** Every periodicity the buyer may choose, the link's own first. */
      choices: z.array(publicPeriodicityChoiceSchema),
    })
    .nullable(),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** The payer a boleto needs on a quick link: a name and a CPF/CNPJ. */
export const boletoPayerSchema = chargeCustomerSchema.pick({ name: true, document: true });

/** POST /public/checkout/links/{id}/payments: one submit of the buyer. */
export const checkoutPaymentRequestSchema = z
  .strictObject({
    /** Made by the page for each payment intent: a double click or a retried request finds the same charge. */
    attemptId: z.uuid(),
    method: paymentMethodSchema,
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
    customer: chargeCustomerSchema.optional(),
    payer: boletoPayerSchema.optional(),
    card: cardInputSchema.optional(),
    /** A SUBSCRIPTION link only (400 on another): one of the plan's `choices`; none is the link's own. */
    periodicity: periodicitySchema.optional(),
  })
  .superRefine((body, issue) => {
    if (body.method === 'CREDIT_CARD' && !body.card) {
      issue.addIssue({ code: 'custom', path: ['card'], message: 'Informe os dados do cartão.' });
    }
  });
export type CheckoutPaymentRequest = z.input<typeof checkoutPaymentRequestSchema>;

export const checkoutInstalmentSchema = z.object({
  number: z.number().int(),
  value: z.number().int(),
  dueDate: z.string(),
});

/** What the page shows after a submit, and what the status poll answers. */
export const checkoutPaymentSchema = z.object({
  chargeId: z.uuid(),
  status: chargeStatusSchema,
  method: paymentMethodSchema,
  /** What the buyer pays in all (every instalment of a boleto or Pix in parts). */
  total: z.number().int(),
  installments: z.number().int(),
  dueDate: z.string(),
  pix: z.object({ copyPaste: z.string(), qrImage: z.string() }).nullable(),
  boleto: z.object({ line: z.string(), pdfUrl: z.string() }).nullable(),
  /** Boleto or Pix in parts: one charge per instalment, the first shown above. */
  instalments: z.array(checkoutInstalmentSchema),
  /** Card waiting for the buyer's bank (3-D Secure): open this page, it comes back here. */
  challengeUrl: z.string().nullable(),
  /** Card refused: why, in pt-BR. */
  failure: z.string().nullable(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;
