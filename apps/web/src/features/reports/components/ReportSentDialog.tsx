import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REPORTS_TEXTS as T } from '../texts';

/** Spec 3 §8: 'Relatório gerado', the report goes to the user's e-mail shortly. */
export function ReportSentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.sentTitle} centered>
      <Stack gap="md">
        <Text fz="sm">{T.sentText}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {T.sentClose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
