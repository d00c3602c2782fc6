import { Code, Spoiler, Stack, Text } from '@mantine/core';
import { WEBHOOK_ATTEMPT_ERROR_LABELS, WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookAttempt } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { WEBHOOKS_TEXTS as T } from '../texts';

/** 'Resultado': 'Entregue' (green), else the HTTP status or why there was none (red). */
export function AttemptResult({ attempt }: { attempt: WebhookAttempt }) {
  if (attempt.succeeded) return <StatusBadge color="green">{WEBHOOK_DELIVERY_STATUS_LABELS.SUCCEEDED}</StatusBadge>;
  const reason =
    attempt.responseStatus !== null
      ? T.httpStatus(attempt.responseStatus)
      : attempt.error
        ? WEBHOOK_ATTEMPT_ERROR_LABELS[attempt.error]
        : WEBHOOK_DELIVERY_STATUS_LABELS.FAILED;
  return <StatusBadge color="red">{reason}</StatusBadge>;
}

/** 'Resposta': the start of the receiver's answer in small monospace, opened in place when long. */
export function AttemptResponse({ body }: { body: string }) {
  if (!body) return '—';
  return (
    <Spoiler maxHeight={40} showLabel={T.showResponse} hideLabel={T.hideResponse} fz="xs">
      <Code block fz="xs" p={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {body}
      </Code>
    </Spoiler>
  );
}

/** 'Situação da entrega': the delivery as it stands now, and when it is tried again. */
export function AttemptDelivery({ attempt }: { attempt: WebhookAttempt }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{WEBHOOK_DELIVERY_STATUS_LABELS[attempt.deliveryStatus]}</Text>
      {attempt.nextAttemptAt && (
        <Text fz="xs" c="dimmed">
          {T.nextAttempt(formatDateTime(attempt.nextAttemptAt))}
        </Text>
      )}
    </Stack>
  );
}
