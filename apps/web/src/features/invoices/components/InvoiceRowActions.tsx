import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconFileTypeXml from '@tabler/icons-react/dist/esm/icons/IconFileTypeXml.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { canCancelInvoice, canEmailInvoice, INVOICE_MESSAGES, type Invoice } from '@cofre/contract';
import { useDownloadInvoiceFile, type InvoiceFormat } from '../api/downloadInvoiceFile';
import { CancelInvoiceButton } from './CancelInvoiceButton';
import { InvoiceEmailModal } from './InvoiceEmailModal';
import { showInvoiceError } from './invoiceErrors';

interface InvoiceRowActionsProps {
  chargeId: string;
  /** The buyer's e-mail: the default recipient. */
  buyerEmail: string;
  invoice: Invoice;
}

const DOWNLOADS: ReadonlyArray<{ format: InvoiceFormat; label: string; icon: typeof IconMail }> = [
  { format: 'pdf', label: INVOICE_MESSAGES.downloadPdf, icon: IconFileTypePdf },
  { format: 'xml', label: INVOICE_MESSAGES.downloadXml, icon: IconFileTypeXml },
];

/** One invoice's actions, by the contract's rules: cancel and e-mail when AUTHORIZED; its files when it has them. */
export function InvoiceRowActions({ chargeId, buyerEmail, invoice }: InvoiceRowActionsProps) {
  const [emailing, setEmailing] = useState(false);
  const download = useDownloadInvoiceFile();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {invoice.invoiceDownloadLink &&
        DOWNLOADS.map(({ format, label, icon: Icon }) => (
          <Tooltip key={format} label={label}>
            <ActionIcon
              variant="subtle"
              aria-label={label}
              loading={download.isPending && download.variables.format === format}
              onClick={() => download.mutate({ invoice, format }, { onError: (error) => showInvoiceError(error) })}
            >
              <Icon size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ))}
      {canEmailInvoice(invoice.status) && (
        <>
          <Tooltip label={INVOICE_MESSAGES.sendEmail}>
            <ActionIcon variant="subtle" aria-label={INVOICE_MESSAGES.sendEmail} onClick={() => setEmailing(true)}>
              <IconMail size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <InvoiceEmailModal
            opened={emailing}
            chargeId={chargeId}
            defaultEmail={buyerEmail}
            onClose={() => setEmailing(false)}
          />
        </>
      )}
      {canCancelInvoice(invoice.status) && <CancelInvoiceButton chargeId={chargeId} invoice={invoice} />}
    </Group>
  );
}
