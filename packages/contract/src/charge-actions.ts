import { z } from 'zod';
import { MIN_CHARGE_CENTS } from './charge-create.js';
import {
  chargeListQuerySchema,
  chargeTabSchema,
  MAX_CHARGE_CENTS,
  type ChargeStatus,
  type PaymentMethod,
} from './charges.js';
import { calendarDateSchema } from './text.js';

/**
 * The everyday actions on a charge the spec is silent about (issue 14, docs/decisions.md 'Charge
 * actions'): totals of the list, totals of a client, sending a charge to its buyer, changing an open
 * charge, and the buyer's public page of a charge.
 */

/** GET /charges/summary: the list's filters without tab, page or sort. */
export const chargeSummaryQuerySchema = chargeListQuerySchema.omit({
  status: true,
  page: true,
  size: true,
  sort: true,
});
export type ChargeSummaryQuery = z.input<typeof chargeSummaryQuerySchema>;

/** Counting and summing stop here: beyond it a tab says 'mais de 10.000' and shows no sum. */
export const CHARGE_SUMMARY_CAP = 10_000;

export const chargeTabSummarySchema = z.object({
  tab: chargeTabSchema,
  count: z.number().int(),
  /** Centavos of the tab's charges; null when the count is capped (a sum of part would mislead). */
  amount: z.number().int().nullable(),
  /** True when there are more than CHARGE_SUMMARY_CAP charges: count is then the cap. */
  capped: z.boolean(),
});
export const chargeSummarySchema = z.object({ tabs: z.array(chargeTabSummarySchema) });
export type ChargeSummary = z.infer<typeof chargeSummarySchema>;
export type ChargeTabSummary = z.infer<typeof chargeTabSummarySchema>;

/** GET /seller-clients/{id}/charge-totals: what the client paid, owes and owes late. */
const countAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });
export const clientChargeTotalsSchema = z.object({
  paid: countAndAmount,
  open: countAndAmount,
  late: countAndAmount,
});
export type ClientChargeTotals = z.infer<typeof clientChargeTotalsSchema>;

/** POST /charges/{id}/send: e-mail the charge (boleto line or Pix code, and its page) to the buyer. */
export const chargeSendSchema = z.strictObject({
  /** Another address than the client's, e.g. the buyer's finance team. */
  email: z.email('Digite um e-mail válido!').max(160).optional(),
});
export type ChargeSendInput = z.input<typeof chargeSendSchema>;
export const chargeSendResultSchema = z.object({ sentTo: z.string() });

/**
 * A change of due date or value on its way (charges/changes.ts): REQUESTED is written before the
 * acquirer issues the new boleto or Pix, APPLIED when the charge took it, ABANDONED when the
 * acquirer failed or the charge moved meanwhile. A REQUESTED left by a crash is finished by a job.
 */
export const CHARGE_CHANGE_STATUSES = ['REQUESTED', 'APPLIED', 'ABANDONED'] as const;
export type ChargeChangeStatus = (typeof CHARGE_CHANGE_STATUSES)[number];

/** Boletos and Pix still waiting for the buyer: their due date or value may change. */
export function canChangeCharge(charge: { status: ChargeStatus; paymentMethod: PaymentMethod }): boolean {
  return charge.paymentMethod !== 'CREDIT_CARD' && (charge.status === 'SCHEDULED' || charge.status === 'LATE');
}

/** Charges the buyer can still pay: the ones worth sending. */
export function canSendCharge(status: ChargeStatus): boolean {
  return status === 'SCHEDULED' || status === 'LATE' || status === 'FAILED';
}

/** PATCH /charges/{id}: a new due date or value for an open boleto or Pix; the old line and code are void. */
export const chargeChangeSchema = z
  .strictObject({
    expirationDate: calendarDateSchema.optional(),
    value: z
      .number()
      .int('Informe um valor válido.')
      .min(MIN_CHARGE_CENTS, 'O valor mínimo é R$ 1,00.')
      .max(MAX_CHARGE_CENTS, 'Informe um valor válido.')
      .optional(),
  })
  .refine((body) => body.expirationDate !== undefined || body.value !== undefined, {
    message: 'Informe a nova data de vencimento ou o novo valor.',
    path: ['expirationDate'],
  });
export type ChargeChangeInput = z.input<typeof chargeChangeSchema>;

/** One line of a charge's history: what changed, when and by whom. */
export const CHARGE_HISTORY_KINDS = ['CREATED', 'CHANGED', 'SENT'] as const;
export const chargeHistoryEntrySchema = z.object({
  kind: z.enum(CHARGE_HISTORY_KINDS),
  at: z.string(),
  /** The user's name; null when the system did it (an integration, a job). */
  by: z.string().nullable(),
  /** For CHANGED: the old and new due date and value; for SENT: the address. */
  previousExpirationDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  previousValue: z.number().int().nullable(),
  value: z.number().int().nullable(),
  sentTo: z.string().nullable(),
});
export const chargeHistorySchema = z.object({ content: z.array(chargeHistoryEntrySchema) });
export type ChargeHistoryEntry = z.infer<typeof chargeHistoryEntrySchema>;

/** GET /public/charges/{token}: what the buyer sees on the charge's page (no seller-only data). */
export const publicChargeSchema = z.object({
  sellerName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  customerName: z.string(),
  value: z.number().int(),
  /** Fine and interest due today on a late boleto (centavos). */
  interestAmount: z.number().int(),
  expirationDate: z.string(),
  status: z.enum(['OPEN', 'LATE', 'PAID', 'CANCELED', 'REFUNDED']),
  paymentMethod: z.enum(['BOLETO', 'PIX', 'CREDIT_CARD']),
  boleto: z.object({ digitableLine: z.string(), pdfPath: z.string() }).nullable(),
  pix: z.object({ copyPaste: z.string(), qrCodeImage: z.string() }).nullable(),
  paidDate: z.string().nullable(),
  /** The sandbox: the page offers 'Simular pagamento'. */
  sandbox: z.boolean(),
});
export type PublicCharge = z.infer<typeof publicChargeSchema>;

export const CHARGE_ACTION_MESSAGES = {
  sent: (email: string) => `Cobrança enviada para ${email}.`,
  changed: 'Cobrança alterada com sucesso!',
  linkCopied: 'Link da cobrança copiado!',
} as const;
