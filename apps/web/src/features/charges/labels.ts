import { BUSINESS_TIME_ZONE, PAYMENT_METHOD_LABELS, paymentMethodSchema } from '@cofre/contract';

/** A payment method or provider type ('PIX', 'BOLETO'…) in pt-BR; anything else as it arrives. */
export function paymentMethodLabel(value: string | null | undefined): string {
  if (!value) return '';
  const known = paymentMethodSchema.safeParse(value);
  return known.success ? PAYMENT_METHOD_LABELS[known.data] : value;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO instant → 'dd/MM/yyyy HH:mm' in São Paulo time. */
export function formatDateTime(value: string): string {
  return dateTime.format(new Date(value)).replace(',', '');
}
