import { z } from 'zod';
import { pageOf } from './paging.js';
import { disputeSchema } from './disputes.js';
import { refundSchema } from './refunds.js';
import { calendarDateSchema, text } from './text.js';

/** Charge statuses (spec 1 §4); ABANDONED is the only spelling (D7). */
export const CHARGE_STATUSES = [
  'PAID',
  'SCHEDULED',
  'LATE',
  'CANCELED',
  'ABANDONED',
  'CHARGEBACK',
  'FAILED',
  'REFUND',
  'PAID_MANUALLY',
  'DISPUTE',
] as const;
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  PAID: 'Paga',
  SCHEDULED: 'Agendada',
  LATE: 'Atrasada',
  CANCELED: 'Cancelada',
  ABANDONED: 'Desistência',
  CHARGEBACK: 'Chargeback',
  FAILED: 'Erro',
  REFUND: 'Estornada',
  PAID_MANUALLY: 'Paga Manualmente',
  DISPUTE: 'Em contestação',
};

/**
 * The state machine (spec 1 §4). The server moves a charge only along these edges; the web
 * offers an action only when its edge exists, so both sides agree. REFUND, DISPUTE and
 * CHARGEBACK edges are used by the refunds and disputes features.
 */
export const CHARGE_TRANSITIONS: Record<ChargeStatus, readonly ChargeStatus[]> = {
  SCHEDULED: ['PAID', 'PAID_MANUALLY', 'LATE', 'FAILED', 'CANCELED', 'ABANDONED'],
  // A late boleto or Pix given a new due date is open again (issue 14: change an open charge).
  LATE: ['PAID', 'PAID_MANUALLY', 'SCHEDULED', 'FAILED', 'CANCELED'],
  FAILED: ['PAID', 'PAID_MANUALLY', 'CANCELED'],
  PAID: ['REFUND', 'DISPUTE'],
  DISPUTE: ['PAID', 'CHARGEBACK'],
  PAID_MANUALLY: [],
  CANCELED: [],
  ABANDONED: [],
  // Only when the acquirer refuses a total refund already booked: the charge is paid again.
  REFUND: ['PAID'],
  CHARGEBACK: [],
};

export function canTransition(from: ChargeStatus, to: ChargeStatus): boolean {
  return CHARGE_TRANSITIONS[from].includes(to);
}
/** 'Alterar para paga' (spec 1 §4): only where the machine allows PAID_MANUALLY. */
export const canMarkPaidManually = (status: ChargeStatus) => canTransition(status, 'PAID_MANUALLY');
/** Delete (spec 1 §4, newer detail): SCHEDULED, LATE or FAILED; the charge becomes CANCELED. */
export const canDeleteCharge = (status: ChargeStatus) => canTransition(status, 'CANCELED');
/**
 * A card authorization sent and not yet answered (PROCESSING): it may still take the buyer's money,
 * so the charge can be neither deleted nor marked paid by hand until it settles (the server refuses).
 */
export const hasAttemptInFlight = (charge: { chargesTries: ReadonlyArray<{ status: string }> }) =>
  charge.chargesTries.some((attempt) => attempt.status === 'PROCESSING');
/** 'Cobrança já foi paga?' answers 'Sim' for these. */
export const isPaidStatus = (status: ChargeStatus) => status === 'PAID' || status === 'PAID_MANUALLY';

export const PAYMENT_METHODS = ['CREDIT_CARD', 'BOLETO', 'PIX'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CREDIT_CARD: 'Cartão de Crédito',
  BOLETO: 'Boleto',
  PIX: 'Pix',
};

/** Status tabs of the list (spec 1 §2.8), in order; ALL is 'Todas'. */
export const CHARGE_TABS = [
  { key: 'ALL', label: 'Todas' },
  { key: 'PAID', label: 'Pagas' },
  { key: 'SCHEDULED', label: 'Agendadas' },
  { key: 'LATE', label: 'Atrasadas' },
  { key: 'CANCELED', label: 'Canceladas' },
  { key: 'ABANDONED', label: 'Desistência' },
  { key: 'REFUND', label: 'Estornadas' },
  { key: 'FAILED', label: 'Erro' },
] as const;
export const chargeTabSchema = z.enum([
  'ALL',
  'PAID',
  'SCHEDULED',
  'LATE',
  'CANCELED',
  'ABANDONED',
  'REFUND',
  'FAILED',
]);
export type ChargeTab = z.infer<typeof chargeTabSchema>;
/** Which statuses each tab lists: 'Pagas' includes charges paid manually. */
export const CHARGE_TAB_STATUSES: Record<Exclude<ChargeTab, 'ALL'>, readonly ChargeStatus[]> = {
  PAID: ['PAID', 'PAID_MANUALLY'],
  SCHEDULED: ['SCHEDULED'],
  LATE: ['LATE'],
  CANCELED: ['CANCELED'],
  ABANDONED: ['ABANDONED'],
  REFUND: ['REFUND'],
  FAILED: ['FAILED'],
};

export const CHARGE_PAGING = { list: 20, maxSize: 100 } as const;
/** Totals beyond this are reported as 'more than' (`capped`), so counting never scans millions of rows. */
export const CHARGE_COUNT_CAP = 2_000;
/** The cap when a name or title matches so many charges that the list walks its sort order to find them. */
export const CHARGE_BROAD_SEARCH_COUNT_CAP = 200;
/** Card instalments: up to 21x (spec 2 §4, §9); payment links allow more than 12 only when the buyer bears the fees. */
export const MAX_INSTALLMENTS = 21;
/** The largest single charge the sandbox accepts: R$ 1.000.000,00. */
export const MAX_CHARGE_CENTS = 100_000_000;

export const CHARGE_MESSAGES = {
  empty: 'Sem dados de cobranças',
  loadFailed: 'Falha ao carregar as informações da cobrança.',
  receivablesFailed: 'Falha ao carregar as informações dos recebiveis.',
  paidManually: 'Cobrança alterada para paga manualmente com sucesso!',
  changeFailed: 'Erro ao alterar cobrança, tente novamente',
  deleted: 'Sucesso na exclusão da cobrança.',
  deleteQuestion: 'Tem certeza que deseja excluir essa cobrança?',
  deleteWarning: 'Essa ação não poderá ser desfeita',
  alreadyPaidQuestion: 'Cobrança já foi paga?',
  markPaidLink: 'Alterar para paga',
  attemptFailed: 'Pagamento falhou',
  noErrorData: 'Sem dados de erro',
  invalidValue: 'Informe um valor válido.',
  invalidDate: 'Informe uma data válida.',
  invalidCard: 'Número de cartão inválido.',
  invalidCardExpiry: 'Validade do cartão inválida.',
  invalidCvv: 'CVV inválido.',
  cardRequired: 'Informe os dados do cartão.',
  installmentsOnlyCard: 'Parcelamento só é possível no cartão de crédito.',
  invalidDocument: 'Inclua um CNPJ ou CPF válido',
} as const;

/** '1.234,56' or '1234.5' → centavos; null when it is not an amount (spec 1 §5: comma is a decimal point). */
export function parseAmountToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  if (!trimmed) return null;
  // '1.000' is a thousand in Brazil; a dot is a decimal point only when no comma and no thousands pattern.
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(trimmed)
      ? trimmed.replace(/\./g, '')
      : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [units, decimals = ''] = normalised.split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const amountFilter = text()
  .transform((value, issue) => {
    const cents = parseAmountToCents(value);
    if (cents === null) issue.addIssue({ code: 'custom', message: CHARGE_MESSAGES.invalidValue });
    return cents ?? 0;
  })
  .optional();

export const CHARGE_SEARCH_FIELDS = ['customerName', 'customerDocument', 'customerEmail', 'chargeTitle'] as const;
export const CHARGE_SEARCH_FIELD_LABELS: Record<(typeof CHARGE_SEARCH_FIELDS)[number], string> = {
  customerName: 'Cliente',
  customerDocument: 'Documento',
  customerEmail: 'E-mail',
  chargeTitle: 'Cobrança',
};
export const CHARGE_SORTS = ['expirationDate', 'paidDate', 'value', 'createdAt'] as const;

/** GET /charges: the Charge filter entity (spec 1 §3), page 20, sort expirationDate,DESC. Either date bound may be open (D10). */
export const chargeListQuerySchema = z.strictObject({
  status: chargeTabSchema.default('ALL'),
  customerName: text().trim().max(120).optional(),
  customerDocument: text().trim().max(40).optional(),
  customerEmail: text().trim().max(160).optional(),
  chargeTitle: text().trim().max(120).optional(),
  expirationDateInitial: calendarDateSchema.optional(),
  expirationDateFinal: calendarDateSchema.optional(),
  paidDateInitial: calendarDateSchema.optional(),
  paidDateFinal: calendarDateSchema.optional(),
  valueMin: amountFilter,
  valueMax: amountFilter,
  paymentLink: z.uuid().optional(),
  paymentMethod: paymentMethodSchema.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(CHARGE_PAGING.maxSize).default(CHARGE_PAGING.list),
  sort: text()
    .regex(new RegExp(`^(${CHARGE_SORTS.join('|')}),(ASC|DESC)$`))
    .default('expirationDate,DESC'),
});
export type ChargeListQuery = z.input<typeof chargeListQuerySchema>;
export type ChargeListFilter = z.output<typeof chargeListQuerySchema>;

export const chargeRowSchema = z.object({
  uuid: z.uuid(),
  customerName: z.string(),
  customerDocument: z.string(),
  email: z.string(),
  title: z.string(),
  /** Centavos. */
  value: z.number().int(),
  status: chargeStatusSchema,
  paymentMethod: paymentMethodSchema,
  installments: z.number().int(),
  expirationDate: z.string(),
  paidDate: z.string().nullable(),
  /** Sum of the refunds (centavos); the charge stays PAID until it reaches the value. */
  refundedAmount: z.number().int(),
});
export type ChargeRow = z.infer<typeof chargeRowSchema>;

/**
 * Part of the charge was given back while it keeps its status (PAID, or a dispute after a partial
 * refund): the list and the detail show 'Estorno parcial' beside the status (docs/decisions.md).
 */
export function isPartiallyRefunded(charge: Pick<ChargeRow, 'status' | 'refundedAmount'>): boolean {
  return charge.refundedAmount > 0 && charge.status !== 'REFUND';
}
export const chargePageSchema = pageOf(chargeRowSchema).extend({
  /** True when there are more matches than CHARGE_COUNT_CAP; totalElements is then the cap. */
  capped: z.boolean(),
});
export type ChargePage = z.infer<typeof chargePageSchema>;

/**
 * PROCESSING: sent to the acquirer, answer not yet known (in flight, or lost and being reconciled).
 * At most one PROCESSING or PENDING_3DS attempt per charge (a unique index backs it).
 */
export const ATTEMPT_STATUSES = ['APPROVED', 'FAILED', 'PENDING_3DS', 'PROCESSING'] as const;
export const chargeAttemptSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Centavos. */
  value: z.number().int(),
  createdAt: z.string(),
  expirationDate: z.string(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type ChargeAttempt = z.infer<typeof chargeAttemptSchema>;

export const cardResponseSchema = z.object({
  last4digits: z.string(),
  brand: z.string(),
  cardHolderName: z.string(),
});

export const boletoViewSchema = z.object({
  digitableLine: z.string(),
  barcode: z.string(),
  /** Authenticated API path of the PDF. */
  pdfPath: z.string(),
});
export const pixViewSchema = z.object({
  /** BR Code (EMV) for 'Pix copia e cola'. */
  copyPaste: z.string(),
  /** PNG data URL of the QR code. */
  qrCodeImage: z.string(),
});

/** GET /charges/{id}: the Charge entity (spec 1 §3) as this system builds it. */
export const chargeDetailSchema = chargeRowSchema.extend({
  customerId: z.string().nullable(),
  phone: z.string(),
  countryCode: z.string(),
  description: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Fine plus interest for a late boleto (centavos): accrued so far, or charged when it was paid. */
  interestAmount: z.number().int(),
  activeInvoiceConfig: z.boolean(),
  cnpjSeller: z.string(),
  chargebackDeadline: z.string().nullable(),
  errorTimestamp: z.string().nullable(),
  errorTransactionalResponse: z.object({ code: z.string(), message: z.string() }).nullable(),
  cardResponse: cardResponseSchema.nullable(),
  chargesTries: z.array(chargeAttemptSchema),
  refunds: z.array(refundSchema),
  refundableAmount: z.number().int(),
  dispute: disputeSchema.nullable(),
  boleto: boletoViewSchema.nullable(),
  pix: pixViewSchema.nullable(),
  /** Present while a card payment waits for its 3-D Secure challenge. */
  threeDSecureUrl: z.string().nullable(),
  paymentLinkId: z.string().nullable(),
  /** The buyer's page of the charge ('Copiar link'): how to pay it, without signing in. */
  pageUrl: z.string(),
  createdAt: z.string(),
});
export type ChargeDetail = z.infer<typeof chargeDetailSchema>;

/**
 * REVERSED: a refund or a dispute took back all of it before it was released. ANTICIPATED: the seller
 * anticipated it (finance): it was paid into the available balance early and is never released again.
 */
export const RECEIVABLE_STATUSES = ['PENDING', 'RELEASED', 'REVERSED', 'ANTICIPATED'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];
/**
 * What the Recebíveis block shows: the stored status, or HELD while an open dispute holds what it
 * took back (returned if the seller wins, kept as REVERSED if the dispute is lost).
 */
export const RECEIVABLE_VIEW_STATUSES = [...RECEIVABLE_STATUSES, 'HELD'] as const;
export type ReceivableViewStatus = (typeof RECEIVABLE_VIEW_STATUSES)[number];
export const RECEIVABLE_STATUS_LABELS: Record<ReceivableViewStatus, string> = {
  PENDING: 'A receber',
  RELEASED: 'Liberado',
  REVERSED: 'Estornado',
  ANTICIPATED: 'Antecipado',
  HELD: 'Retido',
};
/** GET /charges/{id}/receivables: one line per instalment (Recebíveis block). */
export const receivableSchema = z.object({
  uuid: z.uuid(),
  installment: z.number().int(),
  installments: z.number().int(),
  settlementDate: z.string(),
  grossAmount: z.number().int(),
  feeAmount: z.number().int(),
  netAmount: z.number().int(),
  /** Part of the net taken back by refunds or a dispute before release (centavos). */
  reversedAmount: z.number().int(),
  status: z.enum(RECEIVABLE_VIEW_STATUSES),
});
export const receivableListSchema = z.object({ content: z.array(receivableSchema) });
export type ReceivableList = z.infer<typeof receivableListSchema>;
export type Receivable = z.infer<typeof receivableSchema>;

/** GET /charges/{id}/split: the split lines (spec 1 §3). */
export const splitLineSchema = z.object({
  idSplit: z.string(),
  executionDate: z.string(),
  subSellerName: z.string(),
  providerType: z.string(),
  amount: z.number().int(),
});
export const splitListSchema = z.object({ content: z.array(splitLineSchema) });

/** Initials for the customer header: first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [firstWord, ...rest] = words;
  if (firstWord === undefined) return '?';
  const first = firstWord.charAt(0);
  const last = rest.at(-1)?.charAt(0) ?? '';
  return `${first}${last}`.toUpperCase();
}
