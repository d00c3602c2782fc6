import { useMemo } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHARGE_EXPORT_MESSAGES, chargeExportCreateSchema, type ChargeExportCreateInput } from '@cofre/contract';
import { isApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useCreateChargeExport } from '../api/createChargeExport';
import { recipientEmailOptions, RecipientEmailFields } from '../../../components/RecipientEmailFields';

interface ExportCsvModalProps {
  /** The list's filters and tab to export (both due dates set), or null while closed. */
  request: Omit<ChargeExportCreateInput, 'email'> | null;
  onClose: () => void;
}

/**
 * The CSV export (spec 1 §2.8): the recipient, the signed-in user's own e-mail by default; the
 * server e-mails the file and puts it in the notification centre.
 */
export function ExportCsvModal({ request, onClose }: ExportCsvModalProps) {
  const ownEmail = useSession()?.user.email ?? '';
  const body = useMemo(() => request && { ...request, email: ownEmail.trim() || undefined }, [request, ownEmail]);
  // The whole body is the form, checked by the contract's rules (the range and the recipient);
  // it goes as typed (`raw`: amounts as text, like the list's query).
  const form = useContractForm(chargeExportCreateSchema, { values: body ?? undefined, raw: true });
  const create = useCreateChargeExport();
  const { errors } = form.formState;
  const rangeError = Object.entries(errors).find(([name]) => name !== 'email')?.[1]?.message;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((typed) => {
    create.mutate(typed, {
      onSuccess: () => {
        showSuccess(CHARGE_EXPORT_MESSAGES.success);
        close();
      },
      onError: (error) => {
        if (!isApiError(error)) console.error('Falha ao gerar relatório.', error);
        notifications.show({ color: 'red', message: CHARGE_EXPORT_MESSAGES.failed });
      },
    });
  });

  return (
    <Modal opened={request !== null} onClose={close} title={CHARGE_EXPORT_MESSAGES.title} centered>
      <form onSubmit={(event) => void (body && submit(event))} noValidate>
        <Stack gap="md">
          <Text fz="sm">{CHARGE_EXPORT_MESSAGES.text}</Text>
          {rangeError && (
            <Alert color="red" variant="light">
              {rangeError}
            </Alert>
          )}
          <RecipientEmailFields
            label={CHARGE_EXPORT_MESSAGES.emailLabel}
            input={form.register('email', recipientEmailOptions)}
            error={errors.email?.message}
            submitLabel={CHARGE_EXPORT_MESSAGES.submit}
            pending={create.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
