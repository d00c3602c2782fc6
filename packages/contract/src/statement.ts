import { z } from 'zod';
import { pageOf } from './paging.js';
import { calendarDateSchema } from './text.js';

/**
 * Statement types (spec 1 §3, spec 3 §3). A statement line is a movement of the seller's money as
 * the ledger records it; its execution date is when the money is (or will be) cleared.
 */
export const STATEMENT_TYPES = [
  'CREDIT_PAYMENT',
  'CREDIT_ANTICIPATED',
  'CREDIT_REVERSAL',
  'DEBIT_REFUND',
  'DEBIT_CHARGEBACK',
  'DEBIT_TRANSFER',
  /** A Pix paid out of the account (the Pagamentos area); its failure comes back as CREDIT_REVERSAL. */
  'DEBIT_PIX',
  /** A boleto (or utility bill) paid out of the account; its failure comes back as CREDIT_REVERSAL. */
  'DEBIT_BOLETO',
  /** A corporate card purchase approved (docs/cards.md); its reversal comes back as CREDIT_REVERSAL. */
  'DEBIT_CARD',
] as const;
export const statementTypeSchema = z.enum(STATEMENT_TYPES);
export type StatementType = z.infer<typeof statementTypeSchema>;

export const STATEMENT_MESSAGES = {
  empty: 'Você não possui transações no período selecionado',
  loading: 'Carregando',
  executionTooltip: 'A data de execução é a data em que o pagamento é compensado.',
  noAnticipationBadge: '35% menos inadimplência',
} as const;

export const STATEMENT_PAGE_SIZE = 10;
export const STATEMENT_COUNT_CAP = 1_000;

/** The finance screen's tabs and their default ranges (spec 3 §2, §9). */
export const STATEMENT_TABS = ['EXTRATO', 'FUTUROS', 'ANTECIPACOES'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];
export const STATEMENT_TAB_LABELS: Record<StatementTab, string> = {
  EXTRATO: 'Extrato',
  FUTUROS: 'Lançamentos futuros',
  ANTECIPACOES: 'Antecipações',
};
/** Days from today: Extrato the last 30 days; the future tabs start tomorrow for 60 and 360 days. */
export const STATEMENT_TAB_RANGES: Record<StatementTab, { fromDays: number; toDays: number }> = {
  EXTRATO: { fromDays: -30, toDays: 0 },
  FUTUROS: { fromDays: 1, toDays: 60 },
  ANTECIPACOES: { fromDays: 1, toDays: 360 },
};
/** GET /redeems/statement (spec 3 §7): execution date range, type, page 10, newest first. */
export const statementQuerySchema = z.strictObject({
  executionDateInitial: calendarDateSchema.optional(),
  executionDateFinal: calendarDateSchema.optional(),
  statementType: statementTypeSchema.optional(),
  /** A tab of the finance screen: its default range when no date is given; ANTECIPACOES lists CREDIT_ANTICIPATED only. */
  tab: z.enum(STATEMENT_TABS).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(STATEMENT_PAGE_SIZE),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

const signedAmount = z.object({
  /** Centavos, always positive; creditOperation says the direction. */
  amount: z.number().int(),
  creditOperation: z.boolean(),
});

/** The Statement row entity (spec 1 §3). */
export const statementRowSchema = z.object({
  id: z.string(),
  executionDate: z.string(),
  statementType: statementTypeSchema,
  isChargeback: z.boolean(),
  isRefund: z.boolean(),
  buyer: z.string().nullable(),
  amount: z.number().int(),
  creditOperation: z.boolean(),
  operation: z.string(),
  tax: signedAmount.nullable(),
  uuidCharge: z.string().nullable(),
  providerType: z.string().nullable(),
  subSellers: z.array(
    z.object({ name: z.string(), amount: z.number().int(), creditOperation: z.boolean(), operation: z.string() }),
  ),
});
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementPageSchema = pageOf(statementRowSchema).extend({ capped: z.boolean() });
export type StatementPage = z.infer<typeof statementPageSchema>;
export const chargeStatementSchema = z.object({ content: z.array(statementRowSchema) });
