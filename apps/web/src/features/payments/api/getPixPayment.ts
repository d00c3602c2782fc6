import { useQuery } from '@tanstack/react-query';
import { pixPaymentSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS, pixPaymentPath } from './queryKeys';

/** GET /api/payments/pix/{id}: one payment, with what the signed-in user may do with it (`actions`). */
export function getPixPayment(id: string, signal?: AbortSignal) {
  return apiRequest(pixPaymentPath(id), { signal }, pixPaymentSchema);
}

/** Read fresh each time the dialog opens: the actions follow the payment's state now. */
export function usePixPayment(id: string | null) {
  return useQuery({
    queryKey: PAYMENTS_KEYS.pixDetail(id ?? ''),
    queryFn: ({ signal }) => getPixPayment(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    // Closed, it is forgotten: reopened, it never shows yesterday's actions while the fresh answer comes.
    gcTime: 0,
  });
}
