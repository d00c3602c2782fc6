import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVOICE_MESSAGES } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError, showSuccess } from '../../../lib/api';
import { useEmitInvoice } from '../api/emitInvoice';
import { INVOICE_TEXTS } from '../texts';
import { showInvoiceError } from './invoiceErrors';

interface EmitInvoiceButtonProps {
  chargeId: string;
  /** 'advance' asks first: an invoice issued before payment is not issued again once paid. */
  kind: 'advance' | 'again';
}

/** 'Adiantar Emissão de NF' (with its confirmation) or 'Emitir Novamente' (spec 1 §4). */
export function EmitInvoiceButton({ chargeId, kind }: EmitInvoiceButtonProps) {
  const emit = useEmitInvoice(chargeId);
  const [asking, setAsking] = useState(false);

  const run = async () => {
    try {
      await emit.mutateAsync();
      showSuccess(INVOICE_MESSAGES.emitted);
    } catch (error) {
      notifications.show({ color: 'red', message: INVOICE_MESSAGES.emitFailed });
      // Then why, when the server said (a 403 has already ended the session).
      if (isApiError(error) && error.status !== 403) showInvoiceError(error);
    } finally {
      setAsking(false);
    }
  };

  const label = kind === 'advance' ? INVOICE_MESSAGES.advance : INVOICE_MESSAGES.emitAgain;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        loading={emit.isPending && !asking}
        onClick={() => (kind === 'advance' ? setAsking(true) : void run())}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={INVOICE_MESSAGES.advance}
        confirmLabel={INVOICE_TEXTS.confirm}
        cancelLabel={INVOICE_TEXTS.cancel}
        loading={emit.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        {INVOICE_MESSAGES.advanceText}
      </ConfirmDialog>
    </>
  );
}
