import { z } from 'zod';
import type { ChargeStatus, PaymentMethod } from './charges.js';

/** Texts of the refund dialogs and toasts (spec 1 §4, §8). */
export const REFUND_MESSAGES = {
  action: 'Estornar cobrança',
  title: 'Estornar cobrança',
  choose: 'Qual tipo de estorno deseja realizar?',
  partial: 'Estorno parcial',
  total: 'Estorno total',
  amountLabel: 'Valor do estorno',
  available: 'Disponível para estorno',
  fraud: 'Possível fraude',
  continue: 'Continuar',
  confirmTitle: 'Confirmar estorno',
  confirmQuestion: 'Tem certeza que deseja estornar',
  irreversible: 'Um estorno não pode ser desfeito.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  successTitle: 'Seu estorno foi realizado com sucesso',
  successText: 'Em alguns instantes você pode emitir sua carta de cancelamento caso seja necessária.',
  successToast: 'Cobrança estornada com sucesso',
  pendingTitle: 'Estorno em processamento',
  pendingText:
    'A adquirente ainda não confirmou o estorno. Ele já foi descontado do seu saldo e será concluído automaticamente; se for recusado, o valor volta ao seu saldo e você será avisado.',
  errorTitle: 'Erro',
  errorButton: 'Concluir',
  close: 'Fechar',
  amountRequired: 'Informe um valor maior que zero.',
  amountTooHigh: 'O valor é maior que o disponível para estorno.',
  refunded: 'Valor estornado',
  letter: 'Carta de cancelamento',
  letterFailed: 'Erro ao gerar a carta de cancelamento.',
} as const;

/** Methods whose payments go back to the buyer through the platform (spec 1 §4): card and Pix, not boleto. */
export const REFUNDABLE_METHODS: readonly PaymentMethod[] = ['CREDIT_CARD', 'PIX'];

/** 'Estornar cobrança' is offered on PAID charges paid by card or Pix with something left to refund. */
export function canRefund(charge: {
  status: ChargeStatus;
  paymentMethod: PaymentMethod;
  value: number;
  refundedAmount: number;
}) {
  return charge.status === 'PAID' && REFUNDABLE_METHODS.includes(charge.paymentMethod) && refundableAmount(charge) > 0;
}

/** What may still be refunded: the charge value minus every refund so far (spec 1 §5). */
export function refundableAmount(charge: { value: number; refundedAmount: number }): number {
  return Math.max(0, charge.value - charge.refundedAmount);
}

/** On blur the amount is capped to what is available (spec 1 §5); never below zero. */
export function capRefundAmount(amount: number, available: number): number {
  return Math.min(Math.max(0, amount), available);
}

/** POST /charges/{uuid}/refunds (D8: the one refund call): centavos and an optional fraud flag. */
export const refundCreateSchema = z.strictObject({
  amount: z
    .number({ error: REFUND_MESSAGES.amountRequired })
    .int(REFUND_MESSAGES.amountRequired)
    .positive(REFUND_MESSAGES.amountRequired),
  asFraud: z.boolean().default(false),
});
export type RefundCreate = z.infer<typeof refundCreateSchema>;
export type RefundCreateInput = z.input<typeof refundCreateSchema>;

/**
 * PENDING: booked and sent, the acquirer has not confirmed yet (its answer may have been lost: a job
 * asks it again). SUCCEEDED: the buyer got the money. FAILED: the acquirer refused and the booking was
 * reversed.
 */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: 'Em processamento',
  SUCCEEDED: 'Concluído',
  FAILED: 'Recusado',
};

export const refundSchema = z.object({
  uuid: z.uuid(),
  /** Centavos. */
  amount: z.number().int(),
  asFraud: z.boolean(),
  status: refundStatusSchema,
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** The 201 answer: the refund and what is left to refund. */
export const refundResultSchema = z.object({
  refund: refundSchema,
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
  status: z.string(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
