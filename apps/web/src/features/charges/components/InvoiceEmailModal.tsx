import { useState, type FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import { INVOICE_MESSAGES, invoiceEmailSchema } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useEmailInvoice } from '../api/emailInvoice';
import { CHARGE_TEXTS } from '../texts';
import { showInvoiceError } from './invoiceErrors';
import { RecipientEmailFields } from './RecipientEmailFields';

interface InvoiceEmailModalProps {
  opened: boolean;
  chargeId: string;
  /** The buyer's e-mail, the default recipient. */
  defaultEmail: string;
  onClose: () => void;
}

/** 'Enviar por e-mail': the recipient, pre-filled with the buyer's e-mail (spec 1 §4, §8). */
export function InvoiceEmailModal({ opened, chargeId, defaultEmail, onClose }: InvoiceEmailModalProps) {
  const send = useEmailInvoice(chargeId);
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setEmail(defaultEmail);
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceEmailSchema.safeParse({ email: email.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync(parsed.data.email);
      showSuccess(INVOICE_MESSAGES.emailSent);
      close();
    } catch (failure) {
      showInvoiceError(failure);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={CHARGE_TEXTS.invoiceEmailTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <RecipientEmailFields
            label={CHARGE_TEXTS.invoiceEmailLabel}
            value={email}
            onChange={setEmail}
            error={error}
            submitLabel={CHARGE_TEXTS.send}
            pending={send.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
