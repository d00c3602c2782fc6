import { z } from 'zod';
import { bankingTypeSchema } from './auth.js';
import { BUSINESS_TIME_ZONE, lazyFormatter } from './format.js';
import { statementTypeSchema } from './statement.js';
import { calendarDateSchema } from './text.js';

/*
 * Finance (spec 3 §2 Financeiro, §3, §4, §5, §6, §7, §8, §9): balance, withdrawals ('Novo saque'),
 * anticipation, the statement tabs and their CSV. Money is integer centavos everywhere (D1).
 */

/** The spec's words for the finance screen (§8), used as they are. */
export const FINANCE_MESSAGES = {
  withdrawalScheduled: 'Saque agendado com sucesso!',
  withdrawalFailed: 'Falha na requisição, por favor tente novamente mais tarde',
  anticipationDone: 'Saldo antecipado com sucesso',
  simulateFailed: 'Erro ao simular antecipação.',
  confirmFailed: 'Erro ao confirmar antecipação.',
  transfersLoadFailed: 'Falha no carregamento dos saques.',
  balanceLoadFailed: 'Falha no carregamento do saldo da conta corrente.',
  requestWithdrawal: 'Solicitar saque',
  viewRequests: 'Ver solicitações',
  newTransferTitle: 'Novo saque',
  processingTitle: 'Saques em processamento',
  anticipationTitle: 'Antecipação de recebíveis',
  // Validation texts the spec leaves unworded (it disables the button instead): ours.
  amountTooLow: 'O valor do saque deve ser maior que R$ 9,00.',
  amountRequired: 'Informe um valor maior que zero.',
  rangeOrder: 'A data inicial deve ser anterior ou igual à data final.',
  csvDatesRequired: 'Selecione a data inicial e a data final do extrato.',
} as const;

/** Spec 3 §9: a withdrawal must be above R$ 9,00 (9 or less is refused). */
export const WITHDRAWAL_MIN_EXCLUSIVE_CENTS = 900;
/** Spec 3 §4/§9: no withdrawal from 23:00 to 01:00, Brasília time (the server clock decides). */
export const WITHDRAWAL_BLOCK = { fromHour: 23, toHour: 1, timeZone: BUSINESS_TIME_ZONE } as const;
/** Spec 3 §7/§9: the processing list holds up to 50, newest first. */
export const WITHDRAWAL_LIST_SIZE = 50;
/** Spec 3 §6/§9: a seller flagged as fraud pays 10% of the requested total when anticipation is included. */
export const FRAUD_ANTICIPATION_FEE_BP = 1_000;

const hourFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }),
);

/** Whether an instant falls in the blocked window [23:00, 01:00) São Paulo: 22:59 and 01:00 are allowed. */
export function isWithdrawalBlocked(instant: Date): boolean {
  const hour = Number(hourFormat().format(instant));
  return hour >= WITHDRAWAL_BLOCK.fromHour || hour < WITHDRAWAL_BLOCK.toHour;
}

/** The Balance entity (spec 3 §3), in centavos. */
export const balanceSchema = z.object({
  /** Available: what may be withdrawn now. */
  amount: z.number().int(),
  /** To be released: receivables not yet settled. */
  provisionedAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** The spec's unformatted copy of `amount` (D1: everything is already unformatted centavos). */
  notFormattedAmount: z.number().int(),
  bankingType: bankingTypeSchema,
  /** To-be-released receivables that can be anticipated (settling after today). */
  amountToAnticipation: z.number().int(),
  /** What anticipating all of them would put in the available balance, after the fee. */
  onDemandNetAmount: z.number().int(),
  isOnDemandEnabled: z.boolean(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT'] as const;
export const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  CHECKING_ACCOUNT: 'Conta corrente',
  SAVINGS_ACCOUNT: 'Conta poupança',
};

/** The seller's payout bank account: where withdrawals go. */
export const payoutAccountSchema = z.object({
  bankCode: z.string(),
  agency: z.string(),
  agencyDigit: z.string().nullable(),
  account: z.string(),
  accountDigit: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  holderName: z.string(),
  holderDocument: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountResponseSchema = z.object({ account: payoutAccountSchema.nullable() });

const centsField = z.number({ error: FINANCE_MESSAGES.amountRequired }).int(FINANCE_MESSAGES.amountRequired);

/**
 * POST /sellers/transfers ('Novo saque'). Above R$ 9,00 unless the balance to be released is
 * included (spec 3 §5); the server also checks the available balance and the blocked hours.
 */
export const transferCreateSchema = z
  .strictObject({
    amount: centsField.positive(FINANCE_MESSAGES.amountRequired).max(100_000_000_00),
    useAnticipationAmount: z.boolean().default(false),
  })
  .refine((body) => body.useAnticipationAmount || body.amount > WITHDRAWAL_MIN_EXCLUSIVE_CENTS, {
    message: FINANCE_MESSAGES.amountTooLow,
    path: ['amount'],
  });
export type TransferCreate = z.input<typeof transferCreateSchema>;

export const WITHDRAWAL_STATUSES = ['PENDING', 'PROCESSING', 'SETTLED', 'FAILED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Em processamento',
  PROCESSING: 'Em processamento',
  SETTLED: 'Concluído',
  FAILED: 'Devolvido',
};

/** A withdrawal (the spec's transfer list item: amount, date, scheduledDate, plus its state). */
export const withdrawalSchema = z.object({
  uuid: z.string(),
  /** What goes to the bank account, centavos. */
  amount: z.number().int(),
  /** Part of the balance to be released anticipated for it (0 when not included). */
  anticipatedAmount: z.number().int(),
  /** When it was requested (ISO instant). */
  date: z.string(),
  /** yyyy-MM-dd the bank is expected to credit it. */
  scheduledDate: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListSchema = z.object({ content: z.array(withdrawalSchema) });
/** GET /sellers/transfers: what is still on its way to the bank. */
export const transferPendingSchema = z.object({ totalPending: z.number().int(), quantity: z.number().int() });

export const antiFraudSchema = z.object({ isFraud: z.boolean() });

/** GET /redeems/anticipation/amount: the quote of a withdrawal that includes the balance to be released. */
export const anticipationQuoteQuerySchema = z.strictObject({
  requestedAmount: z.coerce
    .number()
    .int(FINANCE_MESSAGES.amountRequired)
    .positive(FINANCE_MESSAGES.amountRequired)
    .max(100_000_000_00),
  useAnticipationAmount: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const anticipationQuoteSchema = z.object({
  totalRedeem: z.number().int(),
  anticipationTax: z.number().int(),
  amountToReceive: z.number().int(),
});
export type AnticipationQuote = z.infer<typeof anticipationQuoteSchema>;

/** Simulate (GET /seller/antecipation/rate?amount) and confirm (POST /redeems/anticipation {amount}). */
export const anticipationAmountQuerySchema = z.strictObject({
  amount: z.coerce
    .number()
    .int(FINANCE_MESSAGES.amountRequired)
    .positive(FINANCE_MESSAGES.amountRequired)
    .max(100_000_000_00),
});
export const anticipationConfirmSchema = z.strictObject({
  amount: centsField.positive(FINANCE_MESSAGES.amountRequired).max(100_000_000_00),
});
export const anticipationSimulationSchema = z.object({
  /** What reaches the available balance. */
  netAmount: z.number().int(),
  /** Face value of the receivables anticipated. */
  grossAmount: z.number().int(),
  anticipationDate: z.string(),
  /** The fee over the gross, in basis points (150 = 1,50 %). */
  effectiveRate: z.number().int(),
});
export type AnticipationSimulation = z.infer<typeof anticipationSimulationSchema>;
export const anticipationResultSchema = anticipationSimulationSchema.extend({ uuid: z.string() });

/** The date picker reaches at most 360 days ahead; the server refuses a later end. */
export const STATEMENT_MAX_DAYS_AHEAD = 360;
/** A CSV covers at most a year (and a day, for leap years). */
export const STATEMENT_CSV_MAX_DAYS = 366;

/** GET /redeems/statement/csv: both dates required. */
export const statementCsvQuerySchema = z
  .strictObject({
    executionDateInitial: calendarDateSchema,
    executionDateFinal: calendarDateSchema,
    statementType: statementTypeSchema.optional(),
  })
  .refine((query) => query.executionDateInitial <= query.executionDateFinal, {
    message: FINANCE_MESSAGES.rangeOrder,
    path: ['executionDateFinal'],
  });
export type StatementCsvQuery = z.infer<typeof statementCsvQuerySchema>;

export const STATEMENT_CSV_COLUMNS = [
  'Execução',
  'Tipo',
  'Operação',
  'Comprador',
  'Forma de pagamento',
  'Crédito/Débito',
  'Valor (R$)',
  'Taxas (R$)',
  'Cobrança',
] as const;
