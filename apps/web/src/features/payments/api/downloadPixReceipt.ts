import { useMutation } from '@tanstack/react-query';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';
import { pixPaymentPath } from './queryKeys';

/** GET /api/payments/pix/{id}/receipt → application/pdf (409 PAY-013 before the payment completes). */
export function useDownloadPixReceipt() {
  return useMutation({
    mutationKey: ['payments', 'pix', 'receipt'],
    mutationFn: async (id: string) => {
      const blob = await fetchApiBlob(`${pixPaymentPath(id)}/receipt`, 'application/pdf');
      saveBlob(blob, `comprovante-pix-${id}.pdf`);
    },
  });
}
