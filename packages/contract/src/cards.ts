import { z } from 'zod';
import { text } from './text.js';

/**
 * Corporate virtual cards (spec 4 §1–§9 'cards'; deviations D1, D2, D18, D24; docs/cards.md).
 * Amounts are centavos; the seller comes from the session. A card spends from the seller's PJ
 * account: FREE_BALANCE up to the available balance, LIMIT_BALANCE also up to its own limit per
 * month (São Paulo time).
 */

/**
 * A card's life: PENDING while the issuer makes it (it cannot be opened); ACTIVE spends; BLOCKED is
 * a temporary block (no purchase approved) and may go back to ACTIVE; CANCELED is permanent. A card
 * the issuer refuses to make is CANCELED with the issuer's reason.
 */
export const CARD_STATUSES = ['PENDING', 'ACTIVE', 'BLOCKED', 'CANCELED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  PENDING: 'Pendente',
  ACTIVE: 'Ativo',
  BLOCKED: 'Bloqueado',
  CANCELED: 'Cancelado',
};
export const CARD_STATUS_COLORS: Record<CardStatus, string> = {
  PENDING: 'yellow',
  ACTIVE: 'green',
  BLOCKED: 'orange',
  CANCELED: 'gray',
};

/** Spec 4 §3/§9: the two kinds of card. */
export const CARD_TYPES = ['FREE_BALANCE', 'LIMIT_BALANCE'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_TYPE_LABELS: Record<CardType, string> = {
  FREE_BALANCE: 'Saldo Livre',
  LIMIT_BALANCE: 'Limite Fixo',
};

/** Spec 4 §9: a card's name, and the limit field's characters ('R$ 99.999.999,99'). */
export const CARD_NAME_MAX = 20;
export const CARD_LIMIT_INPUT_MAX = 15;
/** The largest limit the 15-character field can hold: R$ 99.999.999,99. */
export const CARD_LIMIT_MAX = 9_999_999_999;
/** A purchase the sandbox may simulate, at most (R$ 1.000.000,00). */
export const CARD_PURCHASE_MAX = 100_000_000;

/** The spec's texts (§2, §5, §8) and ours where it is silent. */
export const CARD_MESSAGES = {
  required: 'Este campo é obrigatório',
  nameTooLong: `O nome do cartão pode ter até ${CARD_NAME_MAX} caracteres.`,
  limitRequired: 'O limite é obrigatório quando o tipo é LIMIT_BALANCE',
  limitTooHigh: 'O limite máximo é R$ 99.999.999,99.',
  empty: 'Sem dados de cartões de crédito.',
  emptyStatement: 'Sem dados da fatura',
  copied: 'Número do cartão copiado para a área de transferência!',
  statusChanged: 'Situação do cartão alterada com sucesso.',
  deleted: 'Cartão excluído com sucesso.',
  renamed: 'Cartão renomeado com sucesso.',
  limitsUpdated: 'Limites atualizados com sucesso.',
  created: 'Cartão solicitado. Ele fica disponível assim que o emissor o gerar.',
  merchantRequired: 'Informe o estabelecimento.',
  amountRequired: 'Informe um valor maior que zero.',
  mccInvalid: 'O MCC tem 4 dígitos.',
  codeInvalid: 'O código tem 6 dígitos.',
} as const;
const M = CARD_MESSAGES;

const cardName = () => text({ error: M.required }).trim().min(1, M.required).max(CARD_NAME_MAX, M.nameTooLong);
const limit = () =>
  z.number({ error: M.limitRequired }).int(M.limitRequired).min(1, M.limitRequired).max(CARD_LIMIT_MAX, M.limitTooHigh);

/** POST /cards: spec 4 §3 'create = cardName, limitType, newLimit', §5's rules. */
export const cardCreateSchema = z
  .strictObject({
    cardName: cardName(),
    limitType: z.enum(CARD_TYPES, { error: M.required }).default('FREE_BALANCE'),
    newLimit: limit().nullish(),
  })
  .superRefine((card, context) => {
    if (card.limitType === 'LIMIT_BALANCE' && !card.newLimit) {
      context.addIssue({ code: 'custom', path: ['newLimit'], message: M.limitRequired });
    }
  })
  .transform((card) => ({ ...card, newLimit: card.limitType === 'LIMIT_BALANCE' ? (card.newLimit ?? null) : null }));
export type CardCreate = z.input<typeof cardCreateSchema>;

/** PATCH /cards/{id}: rename (spec 4 §5: at most 20, not empty). */
export const cardRenameSchema = z.strictObject({ cardName: cardName() });
export type CardRename = z.infer<typeof cardRenameSchema>;

/** PUT /cards/{id}/status: block or unblock (cancel is DELETE). */
export const cardStatusUpdateSchema = z.strictObject({
  status: z.enum(['ACTIVE', 'BLOCKED'], { error: M.required }),
});
export type CardStatusUpdate = z.infer<typeof cardStatusUpdateSchema>;

/** PUT /cards/limits: 'Salvar' of 'Gerenciar limites' sends the LIMIT_BALANCE cards whose limit changed, all or none. */
export const cardLimitsUpdateSchema = z.strictObject({
  limits: z
    .array(z.strictObject({ cardId: z.uuid(), newLimit: limit() }))
    .min(1, M.required)
    .max(500),
});
export type CardLimitsUpdate = z.infer<typeof cardLimitsUpdateSchema>;

/** POST /cards/{id}/reveal (D24): the user's authenticator code when two-factor is on, else the password. */
export const cardRevealSchema = z.strictObject({
  code: z
    .string()
    .regex(/^\d{6}$/, M.codeInvalid)
    .optional(),
  password: z.string().min(1, M.required).max(200).optional(),
});
export type CardReveal = z.infer<typeof cardRevealSchema>;

/** The data 'Ver dados' shows once (never cached, never listed). */
export const cardSecretsSchema = z.object({
  pan: z.string(),
  cvv: z.string(),
  /** MM/YYYY, as spec 4 §3's expiryMmYyyy. */
  expiry: z.string(),
});
export type CardSecrets = z.infer<typeof cardSecretsSchema>;

/** The card's month (São Paulo): what it spent, what is left of its limit, and when it renews. */
export const cardWindowSchema = z.object({
  /** First day of the month being counted (yyyy-MM-dd). */
  start: z.string(),
  /** The day the count starts again (the first of next month). */
  renewsOn: z.string(),
});

/** A card as the list, the detail and the limits page show it: never its number or CVV. */
export const cardSchema = z.object({
  id: z.uuid(),
  cardName: z.string(),
  status: z.enum(CARD_STATUSES),
  type: z.enum(CARD_TYPES),
  /** 'final 1234' (null while PENDING: the issuer has not made the number yet). */
  panMasked: z.string().nullable(),
  last4: z.string().nullable(),
  /** MM/YYYY, shown on the card visual (null while PENDING). */
  expiry: z.string().nullable(),
  /** LIMIT_BALANCE only. */
  limitValue: z.number().int().nullable(),
  /** Approved and not reversed purchases of the current month: the open invoice. */
  invoiceValue: z.number().int(),
  /** What the card may still spend now: its limit's rest (LIMIT_BALANCE) capped by the balance. */
  availableValue: z.number().int(),
  window: cardWindowSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** What this user may do with it now (status, toggle and role applied by the server). */
  actions: z.object({
    open: z.boolean(),
    block: z.boolean(),
    unblock: z.boolean(),
    cancel: z.boolean(),
    rename: z.boolean(),
    reveal: z.boolean(),
  }),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * Spec 4 §3 'Card limit summary', as the list's 'Fatura total' bar and 'Gerenciar limites' show it:
 * `totalValueBag` the global limit (the account's available balance plus the month's open
 * invoices), `invoiceValue` the open invoices of every card, `fixedValue` ('Saldos Fixos') the sum
 * of the LIMIT_BALANCE limits, `availableValueVirtualCard` the limit that remains.
 */
export const cardLimitSummarySchema = z.object({
  invoiceValue: z.number().int(),
  availableValueVirtualCard: z.number().int(),
  totalValueBag: z.number().int(),
  fixedValue: z.number().int(),
});
export type CardLimitSummary = z.infer<typeof cardLimitSummarySchema>;

/** GET /cards: the cards (cancelled ones last) and the summary; `manageable` false under block_items_credit_card. */
export const cardListSchema = z.object({
  content: z.array(cardSchema),
  summary: cardLimitSummarySchema,
  /** Whether 'Novo cartão' and 'Gerenciar limites' are allowed (spec 4 §6's toggle, enforced by the server). */
  manageable: z.boolean(),
});
export type CardList = z.infer<typeof cardListSchema>;

/** Spec 4 §4: a transaction's status, derived: reversed → REVERSED, else approved → APPROVED, else NOT_APPROVED. */
export const CARD_TRANSACTION_STATUSES = ['REVERSED', 'APPROVED', 'NOT_APPROVED'] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];
export const CARD_TRANSACTION_STATUS_LABELS: Record<CardTransactionStatus, string> = {
  REVERSED: 'Estornado',
  APPROVED: 'Aprovado',
  NOT_APPROVED: 'Não aprovado',
};
export const CARD_TRANSACTION_STATUS_COLORS: Record<CardTransactionStatus, string> = {
  REVERSED: 'gray',
  APPROVED: 'green',
  NOT_APPROVED: 'red',
};

/** Spec 4 §4's derivation, the one place it is written. */
export function cardTransactionStatus(transaction: { reversed: boolean; approved: boolean }): CardTransactionStatus {
  if (transaction.reversed) return 'REVERSED';
  return transaction.approved ? 'APPROVED' : 'NOT_APPROVED';
}

export const cardTransactionSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  merchantName: z.string(),
  mcc: z.string(),
  billingAmount: z.number().int(),
  approved: z.boolean(),
  reversed: z.boolean(),
  status: z.enum(CARD_TRANSACTION_STATUSES),
  /** Why a purchase was not approved, in pt-BR. */
  declineReason: z.string().nullable(),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

/** GET /cards/{id}: the card and its month's statement ('Extrato'), newest first. */
export const cardDetailSchema = z.object({
  card: cardSchema,
  transactions: z.array(cardTransactionSchema),
  /** What 'Ver dados' asks of this user (D24): the authenticator code (two-factor on) or the password. */
  stepUp: z.enum(['code', 'password']),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

/** POST /sandbox/cards/{id}/authorizations: 'Simular compra' (the sandbox issuer sends the authorisation). */
export const cardPurchaseSimulationSchema = z.strictObject({
  merchantName: text({ error: M.merchantRequired }).trim().min(1, M.merchantRequired).max(60),
  amount: z.number({ error: M.amountRequired }).int(M.amountRequired).min(1, M.amountRequired).max(CARD_PURCHASE_MAX),
  mcc: z
    .string()
    .regex(/^\d{4}$/, M.mccInvalid)
    .default('5999'),
});
export type CardPurchaseSimulation = z.input<typeof cardPurchaseSimulationSchema>;

/**
 * Merchant categories a corporate card never buys from (after Stripe Issuing's and Lithic's
 * category controls; docs/cards.md): gambling, money orders and wire transfers, quasi-cash, ATM cash.
 */
export const BLOCKED_CARD_MCCS: Readonly<Record<string, string>> = {
  '7995': 'apostas',
  '4829': 'transferências de dinheiro',
  '6051': 'quase-dinheiro (cripto, fichas)',
  '6011': 'saque em caixa eletrônico',
};
