import { PAYMENT_METHOD_LABELS, paymentMethodSchema } from '@cofre/contract';

/** A payment method or provider type ('PIX', 'BOLETO'…) in pt-BR; anything else as it arrives. */
export function paymentMethodLabel(value: string | null | undefined): string {
  if (!value) return '';
  const known = paymentMethodSchema.safeParse(value);
  return known.success ? PAYMENT_METHOD_LABELS[known.data] : value;
}
