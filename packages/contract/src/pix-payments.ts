import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { z } from 'zod';
import { pageOf } from './paging.js';
import type { PixKeyType } from './pix-keys.js';
import { calendarDateSchema, text } from './text.js';

/**
 * Pix payments out of the seller's account (spec 4 §2 'PIX tab', 'PIX key input', 'Review dialog',
 * 'Approval list', §3–§9; deviations D1, D2, D3, D6, D19, D21, D22). Amounts are centavos; the
 * seller and every actor come from the session.
 */

/** Spec 4 §3/§9: the four cost centres, in the spec's order. */
export const PIX_COST_CENTERS = ['marketing', 'vendas', 'operacional', 'administrativo'] as const;
export type PixCostCenter = (typeof PIX_COST_CENTERS)[number];
export const PIX_COST_CENTER_LABELS: Record<PixCostCenter, string> = {
  marketing: 'Marketing',
  vendas: 'Vendas',
  operacional: 'Operacional',
  administrativo: 'Administrativo',
};

/**
 * A payment's life (D22): submitted for approval, or approved at once by a submitter who may pay;
 * approved today → processing (the debit); approved for a later day → scheduled, and the morning job
 * executes it on its day. The bank settles it (completed) or refuses it (failed: the debit is
 * reversed). Pending and scheduled payments can be rejected or cancelled.
 */
export const PIX_PAYMENT_STATUSES = [
  'pending_approval',
  'approved',
  'scheduled',
  'processing',
  'completed',
  'failed',
  'rejected',
  'cancelled',
] as const;
export type PixPaymentStatus = (typeof PIX_PAYMENT_STATUSES)[number];
export const pixPaymentStatusSchema = z.enum(PIX_PAYMENT_STATUSES);

export const PIX_PAYMENT_STATUS_LABELS: Record<PixPaymentStatus, string> = {
  pending_approval: 'Pendente',
  approved: 'Aprovado',
  scheduled: 'Agendado',
  processing: 'Processando',
  completed: 'Concluído',
  failed: 'Falhou',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
};
/** Spec 4 §4's colours (yellow, blue, red, purple, green), and ours for the statuses it lacks. */
export const PIX_PAYMENT_STATUS_COLORS: Record<PixPaymentStatus, string> = {
  pending_approval: 'yellow',
  approved: 'blue',
  scheduled: 'cyan',
  processing: 'grape',
  completed: 'green',
  failed: 'red',
  rejected: 'red',
  cancelled: 'gray',
};

/** Spec 4 §3: the seven rejection reasons, in the spec's order. */
export const PIX_REJECTION_REASONS = [
  'dados_incorretos',
  'valor_invalido',
  'chave_pix_invalida',
  'sem_autorizacao',
  'politica_empresa',
  'documentacao_insuficiente',
  'outros',
] as const;
export type PixRejectionReason = (typeof PIX_REJECTION_REASONS)[number];
export const PIX_REJECTION_REASON_LABELS: Record<PixRejectionReason, string> = {
  dados_incorretos: 'Dados incorretos',
  valor_invalido: 'Valor inválido',
  chave_pix_invalida: 'Chave PIX inválida',
  sem_autorizacao: 'Sem autorização',
  politica_empresa: 'Não atende política da empresa',
  documentacao_insuficiente: 'Documentação insuficiente',
  outros: 'Outros motivos',
};

/** Spec 4 §5/§9: the amount input takes at most 10 digits, read as centavos. */
export const PIX_PAYMENT_AMOUNT_MAX_DIGITS = 10;
export const PIX_PAYMENT_AMOUNT_MAX = 10 ** PIX_PAYMENT_AMOUNT_MAX_DIGITS - 1;
export const PIX_PAYMENT_DESCRIPTION_MAX = 140;
export const PIX_PAYMENT_NOTES_MAX = 500;
/** Spec 4 §9: the recipient shown when nothing better is known. */
export const PIX_DEFAULT_RECIPIENT = 'Beneficiário';
/** Spec 4 §9: the balance card refreshes every 5 minutes. */
export const BALANCE_REFRESH_MS = 300_000;
/** Spec 4 §9: the PIX dialogs' toasts last 3 seconds. */
export const PIX_TOAST_MS = 3_000;
/** How long the directory's answer for a key is reused between the review and the payment. */
export const PIX_KEY_LOOKUP_TTL_MS = 15 * 60 * 1000;

/** Spec 4 §5/§8: the words of the PIX tab, its dialogs and its list. */
export const PIX_PAYMENT_MESSAGES = {
  keyRequired: 'Informe uma chave PIX de destino',
  amountRequired: 'Informe um valor válido',
  dateRequired: 'Selecione uma data de pagamento',
  datePast: 'A data de pagamento deve ser hoje ou uma data futura',
  costCenterRequired: 'Selecione um centro de custo',
  balanceError: 'Erro ao verificar saldo. Tente novamente.',
  insufficient: 'Saldo insuficiente para realizar o pagamento. Saldo disponível: {amount}',
  keyInvalid: 'Chave PIX inválida',
  reasonRequired: 'Selecione o motivo da rejeição',
  approvedAndPaid: 'Pagamento PIX aprovado e processado com sucesso!',
  scheduled: 'Pagamento PIX agendado com sucesso!',
  savedForApproval: 'Pagamento salvo para aprovação',
  approved: 'Pagamento aprovado com sucesso!',
  rejected: 'Pagamento rejeitado',
  cancelled: 'Pagamento cancelado',
  saveError: 'Erro ao salvar pagamento para aprovação',
  approveError: 'Erro ao aprovar pagamento',
  rejectError: 'Erro ao rejeitar pagamento',
  formError: 'Erro ao processar pagamento PIX',
  listError: 'Erro ao carregar lista de pagamentos',
  listEmpty: 'Nenhum pagamento encontrado',
  listLoading: 'Carregando pagamentos...',
  balanceLabel: 'Saldo disponível: {amount}',
  balanceShort: '⚠️ Saldo insuficiente',
  balanceLoadError: 'Erro ao carregar saldo',
  keyDefined: 'Chave PIX definida',
  keyUsing: 'Usando: {key}',
  favoriteChosen: 'Favorito selecionado: {nickname}',
} as const;

/** The type a typed key is read as (spec 4 §5 'PIX key formats (payment input)'), or null. */
export interface DetectedPixKey {
  type: PixKeyType;
  /** The key as the directory stores it: digits, +55 and digits, a lower-case e-mail or UUID. */
  key: string;
}

const DETECTED_TYPES = { cpf: 'CPF', cnpj: 'CNPJ', email: 'EMAIL', phone: 'PHONE', evp: 'EVP' } as const;

/**
 * Reads a typed key as the DICT does (brazilian-utils' `getPixKeyInfo`): an e-mail, a UUID, a
 * CNPJ, a mobile phone (with or without +55, masked or not) or a CPF. An 11-digit value valid as
 * both a CPF and a mobile number is a CPF unless it is written as a phone (docs/payments.md); a
 * landline is not a Pix key.
 */
export function detectPixKey(value: string): DetectedPixKey | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const info = getPixKeyInfo(trimmed);
  return info ? { type: DETECTED_TYPES[info.type], key: info.value } : null;
}

const pixKeyField = text({ error: PIX_PAYMENT_MESSAGES.keyRequired })
  .trim()
  .min(1, PIX_PAYMENT_MESSAGES.keyRequired)
  .max(120, PIX_PAYMENT_MESSAGES.keyInvalid)
  .refine((value) => detectPixKey(value) !== null, PIX_PAYMENT_MESSAGES.keyInvalid);

const amountField = z
  .number({ error: PIX_PAYMENT_MESSAGES.amountRequired })
  .int(PIX_PAYMENT_MESSAGES.amountRequired)
  .min(1, PIX_PAYMENT_MESSAGES.amountRequired)
  .max(PIX_PAYMENT_AMOUNT_MAX, PIX_PAYMENT_MESSAGES.amountRequired);

const notesField = text()
  .trim()
  .max(PIX_PAYMENT_NOTES_MAX, `As observações têm no máximo ${PIX_PAYMENT_NOTES_MAX} caracteres.`);

/** POST /payments/pix/recipient: who the directory says receives a key (the review shows it). */
export const pixRecipientQuerySchema = z.strictObject({ key: pixKeyField });
export type PixRecipientQuery = z.infer<typeof pixRecipientQuerySchema>;

export const pixRecipientSchema = z.object({
  key: z.string(),
  keyType: z.enum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']),
  name: z.string(),
  /** The holder's document with its middle hidden (`***.456.789-**`, `12.345.678/****-**`). */
  maskedDocument: z.string(),
  bankName: z.string(),
});
export type PixRecipient = z.infer<typeof pixRecipientSchema>;

/**
 * POST /payments/pix (Idempotency-Key): the form of spec 4 §2, in centavos. The server checks the
 * date against its clock (today or later, São Paulo), the balance, the account and the approval policy.
 */
export const pixPaymentCreateSchema = z.strictObject({
  key: pixKeyField,
  amount: amountField,
  paymentDate: z
    .string({ error: PIX_PAYMENT_MESSAGES.dateRequired })
    .min(1, PIX_PAYMENT_MESSAGES.dateRequired)
    .pipe(calendarDateSchema),
  costCenter: z.enum(PIX_COST_CENTERS, { error: PIX_PAYMENT_MESSAGES.costCenterRequired }),
  description: text()
    .trim()
    .max(PIX_PAYMENT_DESCRIPTION_MAX, `A descrição tem no máximo ${PIX_PAYMENT_DESCRIPTION_MAX} caracteres.`)
    .optional(),
  /** The favorite chosen in the key input, if any (its nickname is kept on the payment). */
  favoriteId: z.uuid().optional(),
});
export type PixPaymentCreate = z.input<typeof pixPaymentCreateSchema>;

/** POST /payments/pix/{id}/approval: the approver is the signed-in user (D3). */
export const pixPaymentApprovalSchema = z.strictObject({ notes: notesField.optional() });
export type PixPaymentApproval = z.infer<typeof pixPaymentApprovalSchema>;

/** POST /payments/pix/{id}/rejection (spec 4 §5 'Rejection'). */
export const pixPaymentRejectionSchema = z.strictObject({
  reason: z.enum(PIX_REJECTION_REASONS, { error: PIX_PAYMENT_MESSAGES.reasonRequired }),
  notes: notesField.optional(),
});
export type PixPaymentRejection = z.infer<typeof pixPaymentRejectionSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** A payment as the list and the review dialog show it (spec 4 §3 'PIX payment (list)', in centavos). */
export const pixPaymentSchema = z.object({
  id: z.string(),
  key: z.string(),
  keyType: z.enum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']),
  recipientName: z.string(),
  recipientDocument: z.string(),
  recipientBank: z.string(),
  favoriteNickname: z.string().nullable(),
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
  /** The Pix end-to-end id (E + ISPB + time + ours), set when the money leaves. */
  endToEndId: z.string().nullable(),
  failureReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** What the signed-in user may do with it, as the server decides (the buttons follow). */
  actions: z.object({ approve: z.boolean(), reject: z.boolean(), cancel: z.boolean(), receipt: z.boolean() }),
});
export type PixPayment = z.infer<typeof pixPaymentSchema>;

/** GET /payments/pix: search, status and cost centre combine (spec 4 §5 'Approval list search'; D19). */
export const pixPaymentListQuerySchema = z.strictObject({
  search: text().trim().max(120).optional(),
  status: z.enum([...PIX_PAYMENT_STATUSES, 'all']).default('all'),
  costCenter: z.enum([...PIX_COST_CENTERS, 'all']).default('all'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PixPaymentListQuery = z.input<typeof pixPaymentListQuerySchema>;

/** The four tiles over everything the filters match (spec 4 §2 'Approval list'). */
export const pixPaymentSummarySchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  total: z.number().int(),
});
export const pixPaymentPageSchema = pageOf(pixPaymentSchema).extend({ summary: pixPaymentSummarySchema });
export type PixPaymentPage = z.infer<typeof pixPaymentPageSchema>;

/** GET/PUT /payments/pix/approval-policy (D3): whether Pix payments need a second person, and from which amount. */
export const pixApprovalPolicyUpdateSchema = z.strictObject({
  required: z.boolean(),
  /** Centavos; 0 means every payment. */
  threshold: z
    .number({ error: 'Informe o valor a partir do qual a aprovação é exigida.' })
    .int()
    .min(0)
    .max(PIX_PAYMENT_AMOUNT_MAX),
});
export type PixApprovalPolicyUpdate = z.infer<typeof pixApprovalPolicyUpdateSchema>;
export const pixApprovalPolicySchema = pixApprovalPolicyUpdateSchema.extend({
  /** Active users of the seller who may approve Pix payments (the policy needs two). */
  approvers: z.number().int(),
  /** Whether the signed-in user may change the policy. */
  editable: z.boolean(),
});
export type PixApprovalPolicy = z.infer<typeof pixApprovalPolicySchema>;

/** Whether a payment of `amount` needs a second person under this policy. */
export function approvalNeeded(policy: PixApprovalPolicyUpdate, amount: number): boolean {
  return policy.required && amount >= policy.threshold;
}

/** GET /payments/balance: the same available balance as /financeiro and the dashboard (one source). */
export const paymentsBalanceSchema = z.object({ available: z.number().int(), updatedAt: z.string() });
export type PaymentsBalance = z.infer<typeof paymentsBalanceSchema>;
