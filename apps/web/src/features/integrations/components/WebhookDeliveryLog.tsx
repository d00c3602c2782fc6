import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { WEBHOOK_MESSAGES, type Webhook } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useResendWebhookDelivery, useSendWebhookTest, useWebhookAttempts } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { useBriefPolling } from './useBriefPolling';
import { WebhookAttemptsTable } from './WebhookAttemptsTable';

/** How long the log is read again after an event was queued (ms). */
const WATCH_MS = 20_000;

/**
 * 'Entregas': 'Enviar evento de teste' and the attempts; a queued event brings the first page back.
 * An inactive endpoint receives nothing (the server refuses with WHK-003), so both wait for 'Ativar'.
 */
export function WebhookDeliveryLog({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const [watching, watch] = useBriefPolling(WATCH_MS);
  const attempts = useWebhookAttempts(webhook.id, page - 1, watching);
  const test = useSendWebhookTest(webhook.id);
  const resend = useResendWebhookDelivery(webhook.id);

  const queued = (message: string) => ({
    onSuccess: () => {
      showSuccess(message);
      setPage(1);
      watch();
    },
    onError: (error: Error) => showApiError(error),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h5">
          {T.logTitle}
        </Title>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={test.isPending}
          disabled={!webhook.active}
          onClick={() => test.mutate(undefined, queued(WEBHOOK_MESSAGES.testSent))}
        >
          {T.sendTest}
        </Button>
      </Group>
      {!webhook.active && (
        <Text fz="sm" c="dimmed">
          {T.inactiveHint}
        </Text>
      )}
      <WebhookAttemptsTable
        label={T.logLabel(webhook.title)}
        query={attempts}
        page={page}
        onPageChange={setPage}
        onResend={(attempt) => resend.mutate(attempt.deliveryId, queued(WEBHOOK_MESSAGES.resent))}
        resending={resend.isPending ? (resend.variables ?? null) : null}
        canResend={webhook.active}
      />
    </Stack>
  );
}
