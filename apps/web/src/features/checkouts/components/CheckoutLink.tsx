import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { CHECKOUT_TEXTS } from '../texts';
import { copyCheckoutLink } from './copyToClipboard';

/** The saved checkout's public address with 'Copiar link'; before the first save, a hint. */
export function CheckoutLink({ url }: { url: string | null }) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {CHECKOUT_TEXTS.link}
      </Text>
      <Group gap="sm" wrap="wrap" align="center">
        {url ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            {CHECKOUT_TEXTS.noLinkYet}
          </Text>
        )}
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          disabled={!url}
          onClick={() => {
            if (url) void copyCheckoutLink(url);
          }}
        >
          {CHECKOUT_TEXTS.copy}
        </Button>
      </Group>
    </Stack>
  );
}
