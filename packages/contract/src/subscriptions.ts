import { z } from 'zod';
import { addMonths } from './calendar.js';
import { chargeStatusSchema } from './charges.js';
import { pageOf, pageQuerySchema } from './paging.js';
import { basicValueSchema, PERIODICITY_MONTHS, periodicitySchema, type Periodicity } from './plans.js';
import { calendarDateSchema, text } from './text.js';

/** Recurrences (spec 2 §2–§9 for subscriptions; D1, D2, D12, D18, D19). */
export const SUBSCRIPTION_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  // D12: 'atualizadaa' corrected.
  saved: 'Assinatura atualizada com sucesso!',
  imported: 'Assinatura importada com sucesso',
  invoiceOn: 'Envio de nota fiscal automática ativada para essa recorrência',
  invoiceOff: 'Envio de nota fiscal automática desativada para essa recorrência',
  statusQuestion: 'Tem certeza que deseja alterar o status da recorrência?',
  empty: 'Sem dados de recorrências',
  bankSlipDescriptionMax: 'A descrição do boleto deve ter no máximo 130 caracteres!',
  minimumValue: 'O valor mínimo é R$ 1,00.',
  invalidValue: 'Informe um valor válido.',
  dueDatePast: 'O próximo vencimento não pode estar no passado.',
  rangeOrder: 'A data final deve ser depois da inicial.',
} as const;

export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'DEFAULTER', 'INACTIVE'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  PENDING: 'Pendente',
  ACTIVE: 'Ativo',
  DEFAULTER: 'Inadimplente',
  INACTIVE: 'Inativo',
};

/**
 * Who moves a subscription where (spec 2 §4). The engine: PENDING → ACTIVE on the first payment,
 * ACTIVE → DEFAULTER when a cycle's charge goes late (or a card cycle fails), DEFAULTER → ACTIVE when
 * it is paid. The seller: any but INACTIVE → INACTIVE (cancel), INACTIVE → ACTIVE (reactivate).
 */
export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  PENDING: ['ACTIVE', 'INACTIVE'],
  ACTIVE: ['DEFAULTER', 'INACTIVE'],
  DEFAULTER: ['ACTIVE', 'INACTIVE'],
  INACTIVE: ['ACTIVE'],
};
export const canMoveSubscription = (from: SubscriptionStatus, to: SubscriptionStatus): boolean =>
  SUBSCRIPTION_TRANSITIONS[from].includes(to);

/** Editing only while Ativo; cancelling (or reactivating) from every status (spec 2 §4). */
export const canEditSubscription = (status: SubscriptionStatus): boolean => status === 'ACTIVE';

/** The methods a subscription bills by: the import offers boleto and Pix; a card comes from the checkout. */
export const SUBSCRIPTION_METHODS = ['BOLETO', 'PIX', 'CREDIT_CARD'] as const;
export const IMPORT_METHODS = ['BOLETO', 'PIX'] as const;
export const subscriptionMethodSchema = z.enum(SUBSCRIPTION_METHODS);

/** Boletos and Pix of a cycle are issued this many days before its due date, so the buyer has them in time. */
export const CYCLE_LEAD_DAYS = 10;
export const SUBSCRIPTION_PAGE_SIZE = 20;
export const SUBSCRIPTION_LIMITS = { bankSlipDescription: 130, maxValuePerMonth: 99_999_999 } as const;

/**
 * The due date of cycle `cycle` (1 is the first), anchored to the start date's day of month:
 * 31 Jan → 28/29 Feb → 31 Mar, never drifting to the 28th.
 */
export function cycleDueDate(startDate: string, periodicity: Periodicity, cycle: number): string {
  return addMonths(startDate, (cycle - 1) * PERIODICITY_MONTHS[periodicity]);
}

const perMonth = z
  .number({ error: SUBSCRIPTION_MESSAGES.required })
  .int(SUBSCRIPTION_MESSAGES.invalidValue)
  .min(100, SUBSCRIPTION_MESSAGES.minimumValue)
  .max(SUBSCRIPTION_LIMITS.maxValuePerMonth, SUBSCRIPTION_MESSAGES.invalidValue);

const requiredId = z.uuid({ error: SUBSCRIPTION_MESSAGES.required });

/** The cycle's kind and its price per month; the server computes the cycle's total. */
export const subscriptionValueInputSchema = z.strictObject({ type: periodicitySchema, valuePerMonth: perMonth });

/** POST /subscriptions: an existing subscription brought in (spec 2 §3 'Subscription import payload'). */
export const subscriptionImportSchema = z.strictObject({
  idPlan: requiredId,
  uuidBuyer: requiredId,
  basicValue: subscriptionValueInputSchema,
  payment: z.strictObject({ method: z.enum(IMPORT_METHODS, { error: SUBSCRIPTION_MESSAGES.required }) }),
  /** The next due date ('Próximo vencimento'): the first cycle this platform bills. */
  startDate: calendarDateSchema,
});
export type SubscriptionImport = z.infer<typeof subscriptionImportSchema>;

/** PATCH /subscriptions/{id}: effective from the next cycle not yet issued. */
export const subscriptionUpdateSchema = z.strictObject({
  idPlan: requiredId,
  basicValue: subscriptionValueInputSchema,
  bankSlipDescription: text()
    .trim()
    .max(SUBSCRIPTION_LIMITS.bankSlipDescription, SUBSCRIPTION_MESSAGES.bankSlipDescriptionMax)
    .nullish()
    .transform((value) => value || null),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const subscriptionStatusInputSchema = z.strictObject({ active: z.boolean() });
export const subscriptionInvoiceInputSchema = z.strictObject({ enabled: z.boolean() });

/** GET /subscriptions: status (none: all), start-date range, name or document, 20 a page, startDate descending. */
export const subscriptionListQuerySchema = pageQuerySchema
  .extend({
    status: subscriptionStatusSchema.optional(),
    startDateInitial: calendarDateSchema.optional(),
    startDateFinal: calendarDateSchema.optional(),
    customerName: text().trim().max(100).optional(),
    customerDocument: text().trim().max(20).optional(),
    clientId: z.uuid().optional(),
  })
  .refine(
    (query) => !query.startDateInitial || !query.startDateFinal || query.startDateInitial <= query.startDateFinal,
    { message: SUBSCRIPTION_MESSAGES.rangeOrder, path: ['startDateFinal'] },
  );
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;
export type SubscriptionListInput = z.input<typeof subscriptionListQuerySchema>;

export const subscriptionRowSchema = z.object({
  uuid: z.uuid(),
  customerName: z.string(),
  customerDocument: z.string(),
  startDate: z.string(),
  status: subscriptionStatusSchema,
  idPlan: z.uuid(),
  titlePlan: z.string(),
  basicValue: basicValueSchema,
  paymentMethod: subscriptionMethodSchema,
  nextDueDate: z.string().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;
export const subscriptionPageSchema = pageOf(subscriptionRowSchema);

export const subscriptionChargeSchema = z.object({
  uuid: z.uuid(),
  cycle: z.number().int(),
  status: chargeStatusSchema,
  expirationDate: z.string(),
  value: z.number().int(),
});

export const subscriptionSchema = subscriptionRowSchema.extend({
  clientId: z.uuid(),
  paymentLinkId: z.uuid().nullable(),
  additionalValue: z.object({ value: z.number().int(), title: z.string().nullable(), installments: z.number().int() }),
  bankSlipDescription: z.string().nullable(),
  invoiceEnabled: z.boolean(),
  /** Whether the seller's invoice issuing is set up (Configurações): without it, no invoice is issued. */
  activeInvoiceConfig: z.boolean(),
  cardLast4: z.string().nullable(),
  cancelledDate: z.string().nullable(),
  /** Cycles already issued as charges. */
  cyclesIssued: z.number().int(),
  /** An anticipation holds receivables of its charges: it cannot be cancelled (spec 2 §4). */
  anticipationHold: z.boolean(),
  /** The latest charges, newest first. */
  charges: z.array(subscriptionChargeSchema),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
