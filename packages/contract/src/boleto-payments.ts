import { z } from 'zod';
import { BOLETO_LINE_FIELD_MAX, readBoletoLine } from './boleto-lines.js';
import { pageOf } from './paging.js';
import {
  PIX_COST_CENTERS,
  PIX_PAYMENT_AMOUNT_MAX,
  PIX_PAYMENT_DESCRIPTION_MAX,
  PIX_REJECTION_REASONS,
  pixPaymentListQuerySchema,
  pixPaymentStatusSchema,
  pixPaymentSummarySchema,
} from './pix-payments.js';
import { calendarDateSchema, text } from './text.js';

/**
 * Boletos paid out of the seller's account (spec 4 §2 'Boleto tab', §3, §5, §7, §8; D5, D25): the
 * same life, approval rule (one policy for every payment), cost centres and reasons as a Pix
 * payment; the money goes through the bank's bill payment. Amounts are centavos.
 */

/** Spec 4 §5/§8: the words of the Boleto tab, in the order of its checks. */
export const BOLETO_PAYMENT_MESSAGES = {
  barcodeRequired: 'Informe o código de barras do boleto',
  barcodeInvalid: 'Código de barras inválido',
  amountRequired: 'Informe um valor válido',
  dateRequired: 'Selecione uma data de pagamento',
  datePast: 'A data de pagamento deve ser hoje ou uma data futura',
  costCenterRequired: 'Selecione um centro de custo',
  balanceError: 'Erro ao verificar saldo. Tente novamente.',
  insufficient: 'Saldo insuficiente para realizar o pagamento. Saldo disponível: {amount}',
  paid: 'Pagamento de boleto processado com sucesso!',
  scheduled: 'Pagamento de boleto agendado com sucesso!',
  savedForApproval: 'Pagamento salvo para aprovação',
  checkError: 'Erro ao validar boleto. Verifique o código de barras.',
  notFound: 'Boleto não encontrado. Verifique se o código de barras está correto.',
  cannotConvert: 'Código de barras inválido. Verifique se a linha digitável está correta.',
  listEmpty: 'Nenhum pagamento de boleto encontrado',
  listError: 'Erro ao carregar lista de pagamentos',
} as const;

const barcodeField = text({ error: BOLETO_PAYMENT_MESSAGES.barcodeRequired })
  .trim()
  .min(1, BOLETO_PAYMENT_MESSAGES.barcodeRequired)
  .max(BOLETO_LINE_FIELD_MAX, BOLETO_PAYMENT_MESSAGES.barcodeInvalid)
  .refine((value) => readBoletoLine(value) !== null, BOLETO_PAYMENT_MESSAGES.barcodeInvalid);

/**
 * POST /payments/boleto/check (spec 4 §7 'Boleto check'): the line as typed or scanned, and the day
 * it would be paid (today by default), which sets its fine and interest. A POST: no line in a URL.
 */
export const boletoCheckRequestSchema = z.strictObject({
  barcode: barcodeField,
  paymentDate: z.string().pipe(calendarDateSchema).optional(),
});
export type BoletoCheckRequest = z.infer<typeof boletoCheckRequestSchema>;

const kindSchema = z.enum(['bank', 'utility']);

/**
 * What the directory of boletos says of it (spec 4 §3 'Boleto check result'), with the charges of
 * paying it on `paymentDate`: `amount` = nominal − discount + fine + interest. A boleto with an amount
 * is paid exactly that (min = max); one without (valor livre) takes any amount within its range.
 */
export const boletoCheckSchema = z.object({
  barcode: z.string(),
  line: z.string(),
  kind: kindSchema,
  payee: z.string(),
  /** The payee's document with its middle hidden. */
  payeeDocument: z.string(),
  bank: z.string(),
  dueDate: z.string().nullable(),
  /** The last day it can be paid (spec 4 §3 'final_payment_date'); null: no limit. */
  finalPaymentDate: z.string().nullable(),
  paymentDate: z.string(),
  nominalAmount: z.number().int(),
  discount: z.number().int(),
  fine: z.number().int(),
  interest: z.number().int(),
  amount: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  status: z.literal('open'),
});
export type BoletoCheck = z.infer<typeof boletoCheckSchema>;

/** POST /payments/boleto (Idempotency-Key): the form of spec 4 §3 'Boleto form', in centavos. */
export const boletoPaymentCreateSchema = z.strictObject({
  barcode: barcodeField,
  amount: z
    .number({ error: BOLETO_PAYMENT_MESSAGES.amountRequired })
    .int(BOLETO_PAYMENT_MESSAGES.amountRequired)
    .min(1, BOLETO_PAYMENT_MESSAGES.amountRequired)
    .max(PIX_PAYMENT_AMOUNT_MAX, BOLETO_PAYMENT_MESSAGES.amountRequired),
  paymentDate: z
    .string({ error: BOLETO_PAYMENT_MESSAGES.dateRequired })
    .min(1, BOLETO_PAYMENT_MESSAGES.dateRequired)
    .pipe(calendarDateSchema),
  costCenter: z.enum(PIX_COST_CENTERS, { error: BOLETO_PAYMENT_MESSAGES.costCenterRequired }),
  description: text()
    .trim()
    .max(PIX_PAYMENT_DESCRIPTION_MAX, `A descrição tem no máximo ${PIX_PAYMENT_DESCRIPTION_MAX} caracteres.`)
    .optional(),
});
export type BoletoPaymentCreate = z.input<typeof boletoPaymentCreateSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** A boleto payment as the list and its dialog show it. */
export const boletoPaymentSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  barcode: z.string(),
  line: z.string(),
  payee: z.string(),
  payeeDocument: z.string(),
  bank: z.string(),
  dueDate: z.string().nullable(),
  nominalAmount: z.number().int(),
  amount: z.number().int(),
  paymentDate: z.string(),
  costCenter: z.enum(PIX_COST_CENTERS),
  description: z.string().nullable(),
  status: pixPaymentStatusSchema,
  submittedBy: personSchema,
  submittedAt: z.string(),
  approvedBy: personSchema,
  approvedAt: z.string().nullable(),
  rejectedBy: personSchema,
  rejectedAt: z.string().nullable(),
  rejectionReason: z.enum(PIX_REJECTION_REASONS).nullable(),
  cancelledBy: personSchema,
  cancelledAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** The bank's authentication of the payment, on the receipt once it is completed. */
  authenticationCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  actions: z.object({ approve: z.boolean(), reject: z.boolean(), cancel: z.boolean(), receipt: z.boolean() }),
});
export type BoletoPayment = z.infer<typeof boletoPaymentSchema>;

/** GET /payments/boleto: the same filters, page and tiles as the Pix list. */
export const boletoPaymentListQuerySchema = pixPaymentListQuerySchema;
export type BoletoPaymentListQuery = z.input<typeof boletoPaymentListQuerySchema>;

export const boletoPaymentPageSchema = pageOf(boletoPaymentSchema).extend({ summary: pixPaymentSummarySchema });
export type BoletoPaymentPage = z.infer<typeof boletoPaymentPageSchema>;
