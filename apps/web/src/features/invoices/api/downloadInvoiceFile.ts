import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@cofre/contract';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';

export type InvoiceFormat = 'pdf' | 'xml';

const ACCEPT: Record<InvoiceFormat, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/**
 * The invoice's PDF or XML (`invoiceDownloadLink`, authenticated API paths) saved as
 * `nota-fiscal-{number}.pdf` / `.xml`.
 */
export async function downloadInvoiceFile(invoice: Invoice, format: InvoiceFormat): Promise<void> {
  const links = invoice.invoiceDownloadLink;
  if (!links) return;
  const path = format === 'pdf' ? links.pdfImageLink : links.xmlImageLink;
  const blob = await fetchApiBlob(path, ACCEPT[format]);
  saveBlob(blob, `nota-fiscal-${invoice.invoiceNumber ?? invoice.uuidInvoice}.${format}`);
}

export function useDownloadInvoiceFile() {
  return useMutation({
    mutationKey: ['charges', 'invoiceFile'],
    mutationFn: ({ invoice, format }: { invoice: Invoice; format: InvoiceFormat }) =>
      downloadInvoiceFile(invoice, format),
  });
}
