import { useState, type FormEvent } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHARGE_EXPORT_MESSAGES, chargeExportCreateSchema, type ChargeTab } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useCreateChargeExport } from '../api/createChargeExport';
import { toExportBody, type ChargeFilters } from '../chargeFilters';
import { RecipientEmailFields } from './RecipientEmailFields';

interface ExportCsvModalProps {
  /** The filters to export (both due dates set), or null while closed. */
  filters: ChargeFilters | null;
  status: ChargeTab;
  onClose: () => void;
}

/**
 * The CSV export (spec 1 §2.8): the recipient, the signed-in user's own e-mail by default; the
 * server e-mails the file and puts it in the notification centre.
 */
export function ExportCsvModal({ filters, status, onClose }: ExportCsvModalProps) {
  const ownEmail = useSession()?.user.email ?? '';
  const [email, setEmail] = useState(ownEmail);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [rangeError, setRangeError] = useState<string | undefined>();
  const create = useCreateChargeExport();

  const close = () => {
    setEmail(ownEmail);
    setEmailError(undefined);
    setRangeError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = filters && toExportBody(filters, status, email);
    if (!body) return;
    // The contract's rules; the body goes as typed (amounts as text, like the list's query).
    const parsed = chargeExportCreateSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setEmailError(issues.find((issue) => issue.path[0] === 'email')?.message);
      setRangeError(issues.find((issue) => issue.path[0] !== 'email')?.message);
      return;
    }
    setEmailError(undefined);
    setRangeError(undefined);
    create.mutate(body, {
      onSuccess: () => {
        showSuccess(CHARGE_EXPORT_MESSAGES.success);
        close();
      },
      onError: (error) => {
        console.error('Falha ao gerar relatório.', error);
        notifications.show({ color: 'red', message: CHARGE_EXPORT_MESSAGES.failed });
      },
    });
  };

  return (
    <Modal opened={filters !== null} onClose={close} title={CHARGE_EXPORT_MESSAGES.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{CHARGE_EXPORT_MESSAGES.text}</Text>
          {rangeError && (
            <Alert color="red" variant="light">
              {rangeError}
            </Alert>
          )}
          <RecipientEmailFields
            label={CHARGE_EXPORT_MESSAGES.emailLabel}
            value={email}
            onChange={setEmail}
            error={emailError}
            submitLabel={CHARGE_EXPORT_MESSAGES.submit}
            pending={create.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
