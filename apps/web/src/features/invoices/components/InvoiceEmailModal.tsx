import { Modal, Stack } from '@mantine/core';
import { INVOICE_MESSAGES, invoiceEmailSchema } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useEmailInvoice } from '../api/emailInvoice';
import { INVOICE_TEXTS } from '../texts';
import { showInvoiceError } from './invoiceErrors';
import { recipientEmailOptions, RecipientEmailFields } from '../../../components/RecipientEmailFields';

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
  const recipient = () => ({ email: defaultEmail.trim() || undefined });
  const form = useContractForm(invoiceEmailSchema, { defaultValues: recipient() });

  const close = () => {
    form.reset(recipient());
    onClose();
  };
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      showSuccess(INVOICE_MESSAGES.emailSent);
      close();
    } catch (failure) {
      showInvoiceError(failure);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={INVOICE_TEXTS.invoiceEmailTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <RecipientEmailFields
            label={INVOICE_TEXTS.invoiceEmailLabel}
            input={form.register('email', recipientEmailOptions)}
            error={form.formState.errors.email?.message}
            submitLabel={INVOICE_TEXTS.send}
            pending={send.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
