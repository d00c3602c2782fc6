import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { WEBHOOK_MESSAGES } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { WEBHOOKS_TEXTS as T } from '../texts';

/** An endpoint's URL in monospace, with a button that copies it ('URL copiada…'). */
export function WebhookUrl({ title, url }: { title: string; url: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text fz="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      <CopyButton value={url}>
        {({ copy }) => (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={T.copyUrl(title)}
            onClick={() => {
              copy();
              showSuccess(WEBHOOK_MESSAGES.urlCopied);
            }}
          >
            <IconCopy size={14} aria-hidden="true" />
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
