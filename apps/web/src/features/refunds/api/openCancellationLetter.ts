import { useMutation } from '@tanstack/react-query';
import { fetchApiBlob } from '../../../lib/api/files';

/** GET /api/charges/{uuid}/cancellation-letter.pdf (409 CHG-011 when the charge has no refund). */
export function fetchCancellationLetter(id: string): Promise<Blob> {
  return fetchApiBlob(`/charges/${encodeURIComponent(id)}/cancellation-letter.pdf`, 'application/pdf');
}

/**
 * Shows the letter in a new tab. The tab must be opened by the click itself (a window opened after
 * the download would be blocked as a popup): the caller passes it, and it is pointed at the PDF
 * once it arrives, or closed when it does not.
 */
export function useOpenCancellationLetter(id: string) {
  return useMutation({
    mutationKey: ['charges', 'cancellationLetter', id],
    mutationFn: async (tab: Window | null) => {
      try {
        const url = URL.createObjectURL(await fetchCancellationLetter(id));
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
        // The tab keeps the document it loaded; the URL itself is not needed for long.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
