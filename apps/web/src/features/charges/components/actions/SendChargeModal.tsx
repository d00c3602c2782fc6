import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { chargeSendSchema, CHARGE_ACTION_MESSAGES } from '@cofre/contract';
import { recipientEmailOptions, RecipientEmailFields } from '../../../../components/RecipientEmailFields';
import { showApiError, showSuccess } from '../../../../lib/api';
import { useContractForm } from '../../../../lib/form';
import { uuid } from '../../../../lib/uuid';
import { useSendCharge } from '../../api/chargeActions';
import { CHARGE_ACTION_TEXTS as T } from './texts';

interface SendChargeModalProps {
  chargeId: string;
  /** The buyer's e-mail, the default recipient. */
  defaultEmail: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Enviar por e-mail': the recipient, pre-filled with the buyer's; one Idempotency-Key per opening. */
export function SendChargeModal({ chargeId, defaultEmail, opened, onClose }: SendChargeModalProps) {
  const send = useSendCharge(chargeId);
  const [key, setKey] = useState(uuid);
  const recipient = () => ({ email: defaultEmail.trim() || undefined });
  const form = useContractForm(chargeSendSchema, { defaultValues: recipient() });
  const close = () => {
    form.reset(recipient());
    setKey(uuid());
    onClose();
  };
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { sentTo } = await send.mutateAsync({ email, idempotencyKey: key });
      showSuccess(CHARGE_ACTION_MESSAGES.sent(sentTo));
      close();
    } catch (failure) {
      showApiError(failure);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={T.sendTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {T.sendHint}
          </Text>
          <RecipientEmailFields
            label={T.sendLabel}
            input={form.register('email', recipientEmailOptions)}
            error={form.formState.errors.email?.message}
            submitLabel={T.sendSubmit}
            pending={send.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
