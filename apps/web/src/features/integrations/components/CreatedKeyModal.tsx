import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { INTEGRATION_MESSAGES, type ApiKeyCreated } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** The new key, whole, the one time it is ever shown, with a copy button. */
export function CreatedKeyModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  return (
    <Modal opened={created !== null} onClose={onClose} title={T.createdTitle} centered size="lg">
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            {T.createdWarning}
          </Alert>
          <div>
            <Text fz="sm" fw={500} id="created-key-label">
              {T.keyLabel} ({created.title})
            </Text>
            <Code
              block
              aria-labelledby="created-key-label"
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {created.key}
            </Code>
          </div>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.key}>
              {({ copy }) => (
                <Button
                  variant="default"
                  onClick={() => {
                    copy();
                    showSuccess(INTEGRATION_MESSAGES.keyCopied);
                  }}
                >
                  {T.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{T.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
