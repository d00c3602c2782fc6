import { Button, Code, CopyButton, Group } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { WEBHOOK_MESSAGES } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { WEBHOOKS_TEXTS as T } from '../texts';

/** A signing secret in monospace, named by the element `labelId`, with 'Copiar segredo' ('Segredo copiado…'). */
export function WebhookSecretValue({ labelId, secret }: { labelId: string; secret: string }) {
  return (
    <Group gap="xs" align="center">
      <Code
        block
        aria-labelledby={labelId}
        style={{ flex: '1 1 16rem', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {secret}
      </Code>
      <CopyButton value={secret}>
        {({ copy }) => (
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            onClick={() => {
              copy();
              showSuccess(WEBHOOK_MESSAGES.secretCopied);
            }}
          >
            {T.copySecret}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
