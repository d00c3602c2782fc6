import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import IconFileX from '@tabler/icons-react/dist/esm/icons/IconFileX.mjs';
import { INVOICE_MESSAGES, type Invoice } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showSuccess } from '../../../lib/api';
import { useCancelInvoice } from '../api/cancelInvoice';
import { showInvoiceError } from './invoiceErrors';

/** Cancels an AUTHORIZED invoice after a confirmation; the section reloads 3 s later (spec 1 §8). */
export function CancelInvoiceButton({ chargeId, invoice }: { chargeId: string; invoice: Invoice }) {
  const cancel = useCancelInvoice(chargeId);
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await cancel.mutateAsync(invoice.uuidInvoice);
      showSuccess(INVOICE_MESSAGES.canceled);
    } catch (error) {
      showInvoiceError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Tooltip label={INVOICE_MESSAGES.cancel}>
        <ActionIcon variant="subtle" color="red" aria-label={INVOICE_MESSAGES.cancel} onClick={() => setAsking(true)}>
          <IconFileX size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={asking}
        title={INVOICE_MESSAGES.cancelQuestion}
        confirmLabel={INVOICE_MESSAGES.cancel}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
