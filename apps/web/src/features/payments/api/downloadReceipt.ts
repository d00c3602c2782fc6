import { useMutation } from '@tanstack/react-query';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';
import { paymentPath, type PaymentKind } from './paymentKind';

/** GET /api/payments/{pix|boleto}/{id}/receipt → application/pdf (409 PAY-013 before the payment completes). */
export function useDownloadReceipt(kind: PaymentKind) {
  return useMutation({
    mutationKey: ['payments', kind, 'receipt'],
    mutationFn: async (id: string) => {
      const blob = await fetchApiBlob(`${paymentPath(kind, id)}/receipt`, 'application/pdf');
      saveBlob(blob, `comprovante-${kind}-${id}.pdf`);
    },
  });
}
