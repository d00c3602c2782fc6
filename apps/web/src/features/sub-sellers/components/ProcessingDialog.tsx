import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SUB_SELLER_MESSAGES } from '@cofre/contract';
import { SUB_SELLER_TEXTS as T } from '../texts';

/** After 'Criar sub-vendedor' (spec 3 §2): the registration takes about 5 minutes; OK goes to the list. */
export function ProcessingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.processingTitle} centered>
      <Stack gap="lg">
        <Text>{SUB_SELLER_MESSAGES.processing}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {T.ok}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
