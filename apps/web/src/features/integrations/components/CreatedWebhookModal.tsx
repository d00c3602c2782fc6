import { useId } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookCreated } from '@cofre/contract';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { WebhookSecretValue } from './WebhookSecretValue';

/** The new endpoint's signing secret right after creation, with a copy button; 'Entregas' shows it again. */
export function CreatedWebhookModal({ created, onClose }: { created: WebhookCreated | null; onClose: () => void }) {
  const labelId = useId();
  return (
    <Modal opened={created !== null} onClose={onClose} title={T.createdTitle} centered size="lg">
      {created && (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {T.createdHint}
          </Alert>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={labelId}>
              {T.createdSecretLabel(created.title)}
            </Text>
            <WebhookSecretValue labelId={labelId} secret={created.secret} />
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{T.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
