import { Group, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import type { Webhook } from '@cofre/contract';
import { formatDateTime } from '../../../lib/format';
import { WEBHOOKS_TEXTS as T } from '../texts';

/**
 * Why an endpoint needs care: switched off by the platform after 3 days of failures (red), or
 * failing since a date while still on (orange). Nothing when its deliveries go through.
 */
export function WebhookHealth({ webhook }: { webhook: Webhook }) {
  const hint = webhook.disabledForFailures
    ? { color: 'red', text: T.disabledForFailures }
    : webhook.active && webhook.failingSince
      ? { color: 'orange', text: T.failingSince(formatDateTime(webhook.failingSince)) }
      : null;
  if (!hint) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4}>
      <IconAlertTriangle size={14} aria-hidden="true" color={`var(--mantine-color-${hint.color}-text)`} />
      <Text fz="xs" c={hint.color}>
        {hint.text}
      </Text>
    </Group>
  );
}
