import { useEffect, useId, useState } from 'react';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_MESSAGES } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useRotateWebhookSecret, useWebhookSecret, webhookSecretQuery } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { WebhookSecretValue } from './WebhookSecretValue';

/**
 * 'Segredo de assinatura': hidden until 'Mostrar segredo' reads it; 'Renovar segredo' asks first,
 * then shows the new one and until when the previous one still signs (24 h).
 */
export function WebhookSecretPanel({
  webhookId,
  onQuestion,
}: {
  webhookId: string;
  /** Whether the renewal question is open (the detail then leaves Escape to it). */
  onQuestion: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const secret = useWebhookSecret(webhookId, false);
  const rotate = useRotateWebhookSecret(webhookId);
  const [shown, setShown] = useState(false);
  const [reading, setReading] = useState(false);
  const [asking, setAskingState] = useState(false);
  const titleId = useId();
  const setAsking = (open: boolean) => {
    setAskingState(open);
    onQuestion(open);
  };
  useEffect(() => () => onQuestion(false), [onQuestion]);
  const value = shown ? secret.data : undefined;

  const reveal = async () => {
    setReading(true);
    try {
      await queryClient.fetchQuery(webhookSecretQuery(webhookId));
      setShown(true);
    } catch (error) {
      showApiError(error);
    } finally {
      setReading(false);
    }
  };
  const renew = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        showSuccess(WEBHOOK_MESSAGES.secretRotated);
        setShown(true);
      },
      onError: (error) => showApiError(error),
      onSettled: () => setAsking(false),
    });

  return (
    <Stack gap="xs">
      <Title order={3} fz="h5" id={titleId}>
        {T.secretLabel}
      </Title>
      {value ? (
        <WebhookSecretValue labelId={titleId} secret={value.secret} />
      ) : (
        <Code block aria-labelledby={titleId}>
          {T.hiddenSecret}
        </Code>
      )}
      {value?.previousSecretExpiresAt && (
        <Text fz="xs" c="dimmed">
          {T.previousSecretUntil(formatDateTime(value.previousSecretExpiresAt))}
        </Text>
      )}
      <Group gap="sm">
        {value ? (
          <Button variant="default" onClick={() => setShown(false)}>
            {T.hideSecret}
          </Button>
        ) : (
          <Button variant="default" loading={reading} onClick={() => void reveal()}>
            {T.showSecret}
          </Button>
        )}
        <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
          {T.rotateSecret}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={T.rotateTitle}
        confirmLabel={T.rotate}
        confirmColor="red"
        loading={rotate.isPending}
        onConfirm={renew}
        onCancel={() => setAsking(false)}
      >
        {T.confirmRotate}
      </ConfirmDialog>
    </Stack>
  );
}
