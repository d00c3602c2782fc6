import { useMutation } from '@tanstack/react-query';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';

/** GET /api/charges/{uuid}/boleto.pdf as a Blob (the PDF needs the bearer). */
export function fetchBoletoPdf(id: string): Promise<Blob> {
  return fetchApiBlob(`/charges/${encodeURIComponent(id)}/boleto.pdf`, 'application/pdf');
}

/** Saves the boleto as `boleto-<uuid>.pdf`. */
export function useDownloadBoletoPdf(id: string) {
  return useMutation({
    mutationKey: ['charges', 'boletoPdf', id],
    mutationFn: async () => saveBlob(await fetchBoletoPdf(id), `boleto-${id}.pdf`),
  });
}
