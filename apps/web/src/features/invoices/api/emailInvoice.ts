import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/charges/{uuid}/invoice-email {email?} → 204: the authorized invoice (else 409 NF-003). */
export function emailInvoice(id: string, email?: string) {
  return apiRequest<void>(`/charges/${encodeURIComponent(id)}/invoice-email`, {
    method: 'POST',
    body: email ? { email } : {},
  });
}

export function useEmailInvoice(id: string) {
  return useMutation({
    mutationKey: ['charges', 'emailInvoice', id],
    mutationFn: (email?: string) => emailInvoice(id, email),
  });
}
