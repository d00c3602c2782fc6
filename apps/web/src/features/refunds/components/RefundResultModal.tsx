import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REFUND_MESSAGES } from '@cofre/contract';
import { errorMessages } from '../../../lib/api';

/** `pending`: the acquirer has not confirmed yet (202); the server settles it on its own. */
export type RefundOutcome = { ok: true; pending: boolean } | { ok: false; error: unknown };

interface RefundResultModalProps {
  outcome: RefundOutcome | null;
  onClose: () => void;
}

/**
 * The refund's result (spec 1 §4): success, 'in processing' when the acquirer has not confirmed yet,
 * or 'Erro' with '{code} - {description}' and 'Concluir'.
 */
export function RefundResultModal({ outcome, onClose }: RefundResultModalProps) {
  // The last outcome stays on screen while the modal closes, so its title does not flip mid-animation.
  const [shown, setShown] = useState(outcome);
  if (outcome !== null && outcome !== shown) setShown(outcome);
  const failed = shown !== null && !shown.ok;
  const pending = shown?.ok === true && shown.pending;
  const title = failed
    ? REFUND_MESSAGES.errorTitle
    : pending
      ? REFUND_MESSAGES.pendingTitle
      : REFUND_MESSAGES.successTitle;
  return (
    <Modal opened={outcome !== null} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        {shown?.ok === false ? (
          errorMessages(shown.error).map((message) => <Text key={message}>{message}</Text>)
        ) : (
          <Text>{pending ? REFUND_MESSAGES.pendingText : REFUND_MESSAGES.successText}</Text>
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
