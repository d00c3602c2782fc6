import { z } from 'zod';
import { pageOf } from './paging.js';
import { text } from './text.js';

/**
 * 'Pagamentos em Lote' (spec 4 §2 'Batch tab', §5 'batch upload', §9; D4): a CNAB 240 payment file
 * from the seller's ERP becomes a batch: every line validated and summed before anything is paid,
 * submitted as one approval (the Pix payment's policy, on the batch's total), then each valid line
 * paid as a Pix or boleto payment of its own. Amounts are centavos.
 */

/** Spec 4 §5/§9: .txt, .ret or .cnab, up to 5 MB. */
export const PAYMENT_BATCH_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['.txt', '.ret', '.cnab'],
} as const;

/**
 * A batch's life: `invalid` (nothing in it can be paid) or `validated` after the upload; submitted →
 * `pending_approval` (a second person) or straight to `processing`; `completed` once every valid
 * line has its outcome. `rejected` and `cancelled` pay nothing.
 */
export const PAYMENT_BATCH_STATUSES = [
  'invalid',
  'validated',
  'pending_approval',
  'processing',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PaymentBatchStatus = (typeof PAYMENT_BATCH_STATUSES)[number];
export const PAYMENT_BATCH_STATUS_LABELS: Record<PaymentBatchStatus, string> = {
  invalid: 'Inválido',
  validated: 'Validado',
  pending_approval: 'Aguardando aprovação',
  processing: 'Processando',
  completed: 'Concluído',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
};
export const PAYMENT_BATCH_STATUS_COLORS: Record<PaymentBatchStatus, string> = {
  invalid: 'red',
  validated: 'blue',
  pending_approval: 'yellow',
  processing: 'grape',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** A line's kind of payment: a Pix by key (segments A + B), a bank boleto (J) or a utility bill (O). */
export const PAYMENT_BATCH_LINE_KINDS = ['pix', 'boleto', 'utility'] as const;
export type PaymentBatchLineKind = (typeof PAYMENT_BATCH_LINE_KINDS)[number];

/** A line's outcome: `invalid` (never paid), `valid` (waiting for the batch), then its payment's outcome. */
export const PAYMENT_BATCH_LINE_STATUSES = ['invalid', 'valid', 'processing', 'paid', 'failed', 'not_paid'] as const;
export type PaymentBatchLineStatus = (typeof PAYMENT_BATCH_LINE_STATUSES)[number];
export const PAYMENT_BATCH_LINE_STATUS_LABELS: Record<PaymentBatchLineStatus, string> = {
  invalid: 'Inválida',
  valid: 'Válida',
  processing: 'Processando',
  paid: 'Paga',
  failed: 'Falhou',
  not_paid: 'Não paga',
};

export const PAYMENT_BATCH_MESSAGES = {
  tooBig: 'O arquivo tem mais de 5 MB.',
  wrongType: 'Envie um arquivo CNAB .txt, .ret ou .cnab.',
  empty: 'O arquivo está vazio.',
  uploaded: 'Arquivo validado. Confira as linhas antes de enviar para pagamento.',
  listEmpty: 'Nenhum arquivo enviado',
  listError: 'Erro ao carregar os arquivos',
} as const;

/** POST /payments/batches?fileName=…[&confirmDuplicate=true]: the body is the file itself. */
export const paymentBatchUploadQuerySchema = z.strictObject({
  fileName: text()
    .trim()
    .min(1, PAYMENT_BATCH_MESSAGES.wrongType)
    .max(200, 'O nome do arquivo tem no máximo 200 caracteres.')
    .refine(
      (name) => PAYMENT_BATCH_RULES.extensions.some((extension) => name.toLowerCase().endsWith(extension)),
      PAYMENT_BATCH_MESSAGES.wrongType,
    ),
  /** The same file again (by its SHA-256) is refused unless the seller confirms it is meant (PAY-031). */
  confirmDuplicate: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** A file-level problem, or the first line problems (the lines endpoint has them all). */
export const paymentBatchErrorSchema = z.object({
  line: z.number().int().nullable(),
  field: z.string().nullable(),
  reason: z.string(),
});

export const paymentBatchSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  layout: z.literal('cnab240'),
  status: z.enum(PAYMENT_BATCH_STATUSES),
  uploadedBy: personSchema,
  uploadedAt: z.string(),
  /** Detail lines (payments) in the file, valid and invalid. */
  lines: z.number().int(),
  validLines: z.number().int(),
  invalidLines: z.number().int(),
  /** The sum of the valid lines: what the batch pays, what the approval is for. */
  totalAmount: z.number().int(),
  paidLines: z.number().int(),
  failedLines: z.number().int(),
  paidAmount: z.number().int(),
  submittedBy: personSchema,
  submittedAt: z.string().nullable(),
  approvedBy: personSchema,
  approvedAt: z.string().nullable(),
  rejectedBy: personSchema,
  rejectionReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** File-level problems and the first line problems. */
  errors: z.array(paymentBatchErrorSchema),
  actions: z.object({
    submit: z.boolean(),
    approve: z.boolean(),
    reject: z.boolean(),
    cancel: z.boolean(),
    returnFile: z.boolean(),
  }),
});
export type PaymentBatch = z.infer<typeof paymentBatchSchema>;

export const PAYMENT_BATCH_SORTS = ['uploadedAt,desc', 'uploadedAt,asc', 'totalAmount,desc', 'fileName,asc'] as const;

/** GET /payments/batches (spec 4 §2: search, status, sort, refresh). */
export const paymentBatchListQuerySchema = z.strictObject({
  search: text().trim().max(120).optional(),
  status: z.enum([...PAYMENT_BATCH_STATUSES, 'all']).default('all'),
  sort: z.enum(PAYMENT_BATCH_SORTS).default('uploadedAt,desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentBatchListQuery = z.input<typeof paymentBatchListQuerySchema>;
export const paymentBatchPageSchema = pageOf(paymentBatchSchema);
export type PaymentBatchPage = z.infer<typeof paymentBatchPageSchema>;

/** A line of the file as the batch's detail shows it. */
export const paymentBatchLineSchema = z.object({
  line: z.number().int(),
  kind: z.enum(PAYMENT_BATCH_LINE_KINDS).nullable(),
  /** The favoured name (Pix), the payee (boleto) or the biller (utility), as the file names it. */
  recipient: z.string(),
  /** The Pix key, or the boleto's barcode. */
  target: z.string(),
  amount: z.number().int(),
  paymentDate: z.string().nullable(),
  /** The ERP's own reference ('seu número'), returned in the return file. */
  reference: z.string(),
  status: z.enum(PAYMENT_BATCH_LINE_STATUSES),
  /** Why it is invalid or failed, in pt-BR. */
  reason: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type PaymentBatchLine = z.infer<typeof paymentBatchLineSchema>;

export const paymentBatchLineQuerySchema = z.strictObject({
  status: z.enum([...PAYMENT_BATCH_LINE_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const paymentBatchLinePageSchema = pageOf(paymentBatchLineSchema);
export type PaymentBatchLinePage = z.infer<typeof paymentBatchLinePageSchema>;

/** POST /payments/batches/{id}/rejection: the reason in the approver's words. */
export const paymentBatchRejectionSchema = z.strictObject({
  reason: text().trim().min(1, 'Informe o motivo da rejeição.').max(500, 'O motivo tem no máximo 500 caracteres.'),
});
