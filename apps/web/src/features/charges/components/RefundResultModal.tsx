import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REFUND_MESSAGES } from '@cofre/contract';
import { errorMessages } from '../../../lib/api';

export type RefundOutcome = { ok: true } | { ok: false; error: unknown };

interface RefundResultModalProps {
  outcome: RefundOutcome | null;
  onClose: () => void;
}

/** The refund's result (spec 1 §4): success, or 'Erro' with '{code} - {description}' and 'Concluir'. */
export function RefundResultModal({ outcome, onClose }: RefundResultModalProps) {
  const failed = outcome !== null && !outcome.ok;
  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      title={failed ? REFUND_MESSAGES.errorTitle : REFUND_MESSAGES.successTitle}
      centered
    >
      <Stack gap="lg">
        {outcome?.ok === false ? (
          errorMessages(outcome.error).map((message) => <Text key={message}>{message}</Text>)
        ) : (
          <Text>{REFUND_MESSAGES.successText}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {failed ? REFUND_MESSAGES.errorButton : REFUND_MESSAGES.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
