import { boletoPaymentSchema, pixPaymentSchema, type BoletoPayment, type PixPayment } from '@cofre/contract';
import type { ZodType } from 'zod';

/**
 * The payments that share one life and one set of actions (approve, reject, cancel, receipt; D3, D5):
 * each is the segment of its paths under /payments ('/payments/pix/{id}', '/payments/boleto/{id}').
 */
export type PaymentKind = 'pix' | 'boleto';

export type PaymentOf<K extends PaymentKind> = { pix: PixPayment; boleto: BoletoPayment }[K];

/** What each kind's detail and actions answer. */
export const PAYMENT_SCHEMAS: { [K in PaymentKind]: ZodType<PaymentOf<K>> } = {
  pix: pixPaymentSchema,
  boleto: boletoPaymentSchema,
};

export const paymentPath = (kind: PaymentKind, id: string) => `/payments/${kind}/${encodeURIComponent(id)}`;
