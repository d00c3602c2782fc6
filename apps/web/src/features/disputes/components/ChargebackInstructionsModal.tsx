import { List, Modal, Stack, Text } from '@mantine/core';
import { CHARGEBACK_EVIDENCE, DISPUTE_MESSAGES, formatDate } from '@cofre/contract';

interface ChargebackInstructionsModalProps {
  opened: boolean;
  /** Last day to send the evidence (yyyy-MM-dd), when known. */
  deadline: string | null;
  onClose: () => void;
}

/** How to contest a chargeback: the 8 evidence items, the mandatory ones marked with * (spec 1 §4). */
export function ChargebackInstructionsModal({ opened, deadline, onClose }: ChargebackInstructionsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={DISPUTE_MESSAGES.instructionsTitle} centered size="lg">
      <Stack gap="md">
        <Text fz="sm">{DISPUTE_MESSAGES.instructionsIntro}</Text>
        {deadline && (
          <Text fz="sm">
            {DISPUTE_MESSAGES.deadline}: <strong>{formatDate(deadline)}</strong>
          </Text>
        )}
        <List type="ordered" spacing="xs" fz="sm" aria-label={DISPUTE_MESSAGES.instructionsTitle}>
          {CHARGEBACK_EVIDENCE.map((item) => (
            <List.Item key={item.text}>{item.mandatory ? `${item.text} *` : item.text}</List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}
