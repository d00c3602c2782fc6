import { z } from 'zod';
import { MAX_CHARGE_CENTS } from './charges.js';
import { LINK_SPLIT_MESSAGES, linkSplitSchema, splitSharesSchema } from './link-split.js';
import { pageOf, pageQuerySchema } from './paging.js';
import { periodicitySchema } from './plans.js';
import { calendarDateSchema, text } from './text.js';

/** Quick links are the seller's business only with `view_fast_payment_link` (docs/payment-links.md, 'Toggles'). */
export const seesQuickLinks = (grant: { features: readonly string[] }): boolean =>
  grant.features.includes('view_fast_payment_link');

/** Creating a quick link (or duplicating one) needs both quick-link toggles (docs/payment-links.md). */
export const createsQuickLinks = (grant: { features: readonly string[] }): boolean =>
  seesQuickLinks(grant) && grant.features.includes('view_checkout_create_order_by_fast_link');

/** Payment links (spec 2 §1–§9 for links; D1, D9, D12, D13). */
export const LINK_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  titleMax: 'O título deve ter no máximo 60 caracteres!',
  descriptionMax: 'A descrição deve ter no máximo 300 caracteres!',
  bankSlipDescriptionMax: 'A descrição do boleto deve ter no máximo 130 caracteres!',
  futureDate: 'A data precisa estar no futuro',
  methodRequired: 'Selecione ao menos um método de pagamento.',
  invalidValue: 'Informe um valor válido.',
  invalidDiscount: 'O desconto deve ser entre 0 e 99%.',
  sellerPaysMaxInstallments: 'Acima de 12 parcelas, as taxas do parcelamento ficam por conta do comprador.',
  additionalTitleMax: 'O título deve ter no máximo 60 caracteres!',
  timerNeedsExpiry: 'A contagem regressiva só pode ser usada com uma data de expiração.',
  metadataKeyMax: 'A chave deve ter no máximo 60 caracteres!',
  metadataValueMax: 'O valor deve ter no máximo 250 caracteres!',
  subscriptionRequired: 'Escolha o plano da assinatura.',
  deleted: 'Link customizado excluído com sucesso!',
  deleteQuestion: 'Tem certeza que deseja excluir esse link?',
  deleteOrderQuestion: 'Tem certeza que deseja excluir o link para essa cobrança pontual?',
  deleteWarning: 'Excluí-lo desativará o link para futuras contratações.',
  duplicateQuestion: 'Deseja duplicar esse link customizado?',
  duplicated: 'Link duplicado com sucesso!',
  cancelQuestion: 'Tem certeza que deseja cancelar?',
  cancelWarning: 'Todas as alterações serão perdidas',
  created: 'Link de pagamento criado com sucesso!',
  fastCreated: 'Link rápido criado com sucesso!',
  updated: 'Link atualizado com sucesso!',
  copied: 'Link copiado para a área de transferência!',
  empty: 'Sem dados de links customizados',
  searchOrders: 'Buscar cobranças pontuais',
  searchSubscriptions: 'Buscar assinaturas customizadas',
  dedicatedOnly: 'Ver somente links dedicados a clientes',
  simulationFailed: 'Não foi possível carregar os dados de valores',
  defaultsFailed: 'Falha ao carregar as informações dos métodos de pagamento.',
  noClient: 'Sem cliente associado',
  fastFormTitle: 'Crie seu link rápido',
} as const;

export const PAYMENT_LINK_TYPES = ['ORDER', 'SUBSCRIPTION', 'FAST_ORDER'] as const;
export const paymentLinkTypeSchema = z.enum(PAYMENT_LINK_TYPES);
export type PaymentLinkType = z.infer<typeof paymentLinkTypeSchema>;

/** Who bears the card instalment fees (spec 2 §3 creditCardTax): the seller, or the buyer through the price. */
export const FEE_BEARERS = ['EARLY_SELLER', 'EARLY_BUYER'] as const;
export const feeBearerSchema = z.enum(FEE_BEARERS);
export type FeeBearer = z.infer<typeof feeBearerSchema>;
export const FEE_BEARER_LABELS: Record<FeeBearer, string> = {
  EARLY_SELLER: 'Vendedor',
  EARLY_BUYER: 'Comprador',
};

/**
 * Instalment limits (spec 2 §4, §9): card up to 21x, but above 12x only when the buyer bears the
 * fees; boleto 1–21; Pix 1–12. Defaults are per-seller data (D9), these are the platform's.
 */
export const LINK_LIMITS = {
  title: 60,
  description: 300,
  bankSlipDescription: 130,
  additionalTitle: 60,
  metadataEntries: 20,
  cardInstallments: 21,
  cardInstallmentsSellerPays: 12,
  bankSlipInstallments: 21,
  pixInstallments: 12,
  pageSize: 20,
} as const;

export const LINK_STATUSES = ['ACTIVE', 'EXPIRED', 'DELETED'] as const;
export type PaymentLinkStatus = (typeof LINK_STATUSES)[number];
export const LINK_STATUS_LABELS: Record<PaymentLinkStatus, string> = {
  ACTIVE: 'Ativo',
  EXPIRED: 'Expirado',
  DELETED: 'Excluído',
};

const cents = z
  .number({ error: LINK_MESSAGES.required })
  .int(LINK_MESSAGES.invalidValue)
  .min(100, 'O valor mínimo é R$ 1,00.')
  .max(MAX_CHARGE_CENTS, LINK_MESSAGES.invalidValue);

const discountPercent = z
  .number()
  .int(LINK_MESSAGES.invalidDiscount)
  .min(0, LINK_MESSAGES.invalidDiscount)
  .max(99, LINK_MESSAGES.invalidDiscount);

const methodFields = (maxInstallments: number) => ({
  enabled: z.boolean(),
  discountPercent: discountPercent.default(0),
  installments: z.number().int().min(1).max(maxInstallments).default(1),
});

export const cardSettingsSchema = z.strictObject({
  ...methodFields(LINK_LIMITS.cardInstallments),
  feeBearer: feeBearerSchema.default('EARLY_SELLER'),
  /** A first charge scheduled for this day (yyyy-MM-dd) instead of at once. */
  scheduleDate: calendarDateSchema.nullish().transform((value) => value ?? null),
});
export const bankSlipSettingsSchema = z.strictObject(methodFields(LINK_LIMITS.bankSlipInstallments));
export const pixSettingsSchema = z.strictObject(methodFields(LINK_LIMITS.pixInstallments));

export const metadataEntrySchema = z.strictObject({
  key: text().trim().min(1, LINK_MESSAGES.required).max(60, LINK_MESSAGES.metadataKeyMax),
  value: text().trim().min(1, LINK_MESSAGES.required).max(250, LINK_MESSAGES.metadataValueMax),
});

export const linkSubscriptionInputSchema = z.strictObject({
  planId: z.uuid({ error: LINK_MESSAGES.subscriptionRequired }),
  periodicity: periodicitySchema,
  /** Added to every cycle after the discount, in `additionalInstallments` cycles. */
  additionalValue: z.number().int().min(0).max(MAX_CHARGE_CENTS).default(0),
  additionalTitle: text()
    .trim()
    .max(LINK_LIMITS.additionalTitle, LINK_MESSAGES.additionalTitleMax)
    .nullish()
    .transform((value) => value || null),
  additionalInstallments: z.number().int().min(1).max(12).default(1),
});

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /payment-links and PUT /payment-links/{id}. `value` is the price of a one-off or quick link,
 * and the price per month of a subscription link (its title is the plan's). Rules the server adds
 * (it knows the clock, the plan and the client): the expiry is in the future, the plan is the
 * seller's and active, the client is the seller's, the discounted value meets each method's minimum.
 */
export const paymentLinkInputSchema = z
  .strictObject({
    type: paymentLinkTypeSchema,
    title: optionalText(LINK_LIMITS.title, LINK_MESSAGES.titleMax),
    description: optionalText(LINK_LIMITS.description, LINK_MESSAGES.descriptionMax),
    value: cents,
    clientId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    creditCard: cardSettingsSchema,
    bankSlip: bankSlipSettingsSchema,
    pix: pixSettingsSchema,
    expiresAt: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((value) => value ?? null),
    timer: z.boolean().default(false),
    bankSlipDescription: optionalText(LINK_LIMITS.bankSlipDescription, LINK_MESSAGES.bankSlipDescriptionMax),
    metadata: z.array(metadataEntrySchema).max(LINK_LIMITS.metadataEntries).default([]),
    subscription: linkSubscriptionInputSchema.nullish().transform((value) => value ?? null),
    /** The sub-sellers' shares (spec 2 §3 subSellerPaymentRequest): one-off links paid by card only. */
    split: splitSharesSchema.default([]),
  })
  .superRefine((link, issue) => {
    if (link.split.length > 0 && link.type !== 'ORDER') {
      issue.addIssue({ code: 'custom', path: ['split'], message: LINK_SPLIT_MESSAGES.orderOnly });
    }
    if (link.split.length > 0 && (!link.creditCard.enabled || link.bankSlip.enabled || link.pix.enabled)) {
      issue.addIssue({ code: 'custom', path: ['split'], message: LINK_SPLIT_MESSAGES.cardOnly });
    }
    if (link.type !== 'SUBSCRIPTION' && !link.title) {
      issue.addIssue({ code: 'custom', path: ['title'], message: LINK_MESSAGES.required });
    }
    if (link.type === 'SUBSCRIPTION' && !link.subscription) {
      issue.addIssue({ code: 'custom', path: ['subscription'], message: LINK_MESSAGES.subscriptionRequired });
    }
    if (!link.creditCard.enabled && !link.bankSlip.enabled && !link.pix.enabled) {
      issue.addIssue({ code: 'custom', path: ['creditCard', 'enabled'], message: LINK_MESSAGES.methodRequired });
    }
    if (
      link.creditCard.installments > LINK_LIMITS.cardInstallmentsSellerPays &&
      link.creditCard.feeBearer !== 'EARLY_BUYER'
    ) {
      issue.addIssue({
        code: 'custom',
        path: ['creditCard', 'installments'],
        message: LINK_MESSAGES.sellerPaysMaxInstallments,
      });
    }
    if (link.timer && !link.expiresAt) {
      issue.addIssue({ code: 'custom', path: ['timer'], message: LINK_MESSAGES.timerNeedsExpiry });
    }
  });
export type PaymentLinkInput = z.input<typeof paymentLinkInputSchema>;
export type PaymentLinkCreate = z.output<typeof paymentLinkInputSchema>;

const methodView = { enabled: z.boolean(), discountPercent: z.number().int(), installments: z.number().int() };

export const paymentLinkSchema = z.object({
  id: z.uuid(),
  /** The public address a buyer opens (docs/payment-links.md). */
  url: z.string(),
  type: paymentLinkTypeSchema,
  status: z.enum(LINK_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  value: z.number().int(),
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  creditCard: z.object({ ...methodView, feeBearer: feeBearerSchema, scheduleDate: z.string().nullable() }),
  bankSlip: z.object(methodView),
  pix: z.object(methodView),
  expiresAt: z.string().nullable(),
  timer: z.boolean(),
  bankSlipDescription: z.string().nullable(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  subscription: z
    .object({
      planId: z.uuid(),
      planTitle: z.string(),
      periodicity: periodicitySchema,
      valuePerMonth: z.number().int(),
      /** One cycle: valuePerMonth × the periodicity's months. */
      value: z.number().int(),
      additionalValue: z.number().int(),
      additionalTitle: z.string().nullable(),
      additionalInstallments: z.number().int(),
    })
    .nullable(),
  paidCharges: z.number().int(),
  /** The sub-sellers' shares of the link's value (spec 2 §3 split response); null when not split. */
  split: linkSplitSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinkRowSchema = paymentLinkSchema.pick({
  id: true,
  url: true,
  type: true,
  status: true,
  title: true,
  value: true,
  client: true,
  expiresAt: true,
  paidCharges: true,
  createdAt: true,
});
export type PaymentLinkRow = z.infer<typeof paymentLinkRowSchema>;

export const paymentLinkListQuerySchema = pageQuerySchema.extend({
  type: paymentLinkTypeSchema.default('ORDER'),
  /** The title of a one-off or quick link, the plan's title of a subscription link. */
  search: text().trim().max(60).optional(),
  dedicated: z.enum(['true', 'false']).optional(),
});
export type PaymentLinkListQuery = z.infer<typeof paymentLinkListQuerySchema>;
export const paymentLinkPageSchema = pageOf(paymentLinkRowSchema);

/**
 * GET /payment-links/installments-payment: what the buyer pays and the seller receives for 1..N.
 * Above 12 only when the buyer bears the fees, as on the links.
 */
export const installmentSimulationQuerySchema = z
  .strictObject({
    amount: z.coerce.number().int().min(100).max(MAX_CHARGE_CENTS),
    maxInstallments: z.coerce.number().int().min(1).max(LINK_LIMITS.cardInstallments).default(12),
    feeBearer: feeBearerSchema.default('EARLY_SELLER'),
  })
  .superRefine((query, issue) => {
    if (query.maxInstallments > LINK_LIMITS.cardInstallmentsSellerPays && query.feeBearer !== 'EARLY_BUYER') {
      issue.addIssue({
        code: 'custom',
        path: ['maxInstallments'],
        message: LINK_MESSAGES.sellerPaysMaxInstallments,
      });
    }
  });
export type InstallmentSimulationQuery = z.infer<typeof installmentSimulationQuerySchema>;

export const installmentOptionSchema = z.object({
  installments: z.number().int(),
  /** Each instalment the buyer pays (the first one carries the centavos that do not divide). */
  installmentAmount: z.number().int(),
  /** What the buyer pays in all. */
  totalAmount: z.number().int(),
  /** What the seller receives, after the provider's fee. */
  receivedAmount: z.number().int(),
  fee: z.number().int(),
});
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;
export const installmentSimulationSchema = z.object({
  feeBearer: feeBearerSchema,
  options: z.array(installmentOptionSchema),
});
export type InstallmentSimulation = z.infer<typeof installmentSimulationSchema>;

/** GET /sellers/default-payments-method: per-seller data (D9), read by the link forms. */
export const sellerPaymentDefaultsSchema = z.object({
  defaultEnableBankSlip: z.boolean(),
  defaultEnableCreditCard: z.boolean(),
  defaultEnablePixPayment: z.boolean(),
  enableSplitOperation: z.boolean(),
  /** Instalments a new one-off link offers (12, or what the seller's contract says). */
  defaultInstallments: z.number().int(),
  /** Instalments a new quick link offers. */
  defaultFastInstallments: z.number().int(),
});
export type SellerPaymentDefaults = z.infer<typeof sellerPaymentDefaultsSchema>;
