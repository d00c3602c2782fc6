import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SUB_SELLER_MESSAGES } from '@cofre/contract';
import { SUB_SELLER_TEXTS as T } from '../texts';
import type { SaveOutcome } from '../hooks/useSaveSubSellerEdits';

interface SaveResultDialogProps {
  outcome: SaveOutcome | null;
  /** OK after a success: the detail in read mode. */
  onSaved: () => void;
  /** Closes a failure's dialog with everything typed still there. */
  onKeepEditing: () => void;
  /** OK after a failure (spec 3 §8: 'OK goes back to the list'). */
  onBackToList: () => void;
}

/** The edit's result (spec 3 §8): 'Dados alterados com sucesso!', or which step failed and why. */
export function SaveResultDialog({ outcome, onSaved, onKeepEditing, onBackToList }: SaveResultDialogProps) {
  const failed = outcome?.kind === 'failed' ? outcome : null;
  const title = failed
    ? failed.resubmit
      ? SUB_SELLER_MESSAGES.bankValidationFailed
      : SUB_SELLER_MESSAGES.updateFailed
    : SUB_SELLER_MESSAGES.updated;
  return (
    <Modal
      opened={outcome !== null && outcome.kind !== 'unchanged'}
      onClose={failed ? onKeepEditing : onSaved}
      title={title}
      centered
    >
      <Stack gap="lg">
        {failed && (
          <Stack gap="xs">
            {failed.messages.map((message) => (
              <Text key={message} fz="sm" c="red.8">
                {message}
              </Text>
            ))}
            <Text fz="sm">{T.resultCheckData}</Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          {failed && (
            <Button variant="default" onClick={onKeepEditing}>
              {T.keepEditing}
            </Button>
          )}
          <Button onClick={failed ? onBackToList : onSaved} data-autofocus>
            {T.ok}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
