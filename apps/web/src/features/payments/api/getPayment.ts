import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { PAYMENT_SCHEMAS, paymentPath, type PaymentKind, type PaymentOf } from './paymentKind';
import { PAYMENTS_KEYS } from './queryKeys';

/** GET /api/payments/{pix|boleto}/{id}: one payment, with what the signed-in user may do with it (`actions`). */
export function getPayment<K extends PaymentKind>(kind: K, id: string, signal?: AbortSignal): Promise<PaymentOf<K>> {
  return apiRequest(paymentPath(kind, id), { signal }, PAYMENT_SCHEMAS[kind]);
}

/** Read fresh each time the dialog opens: the actions follow the payment's state now. */
export function usePayment<K extends PaymentKind>(kind: K, id: string | null) {
  return useQuery({
    queryKey: PAYMENTS_KEYS.detail(kind, id ?? ''),
    queryFn: ({ signal }) => getPayment(kind, id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    // Closed, it is forgotten: reopened, it never shows yesterday's actions while the fresh answer comes.
    gcTime: 0,
  });
}
