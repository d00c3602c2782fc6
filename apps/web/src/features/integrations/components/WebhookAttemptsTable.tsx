import { Button, Stack, Text } from '@mantine/core';
import { WEBHOOK_MESSAGES, type WebhookAttempt } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable, type PageQuery } from '../../../components/PagedTable';
import { formatDateTime } from '../../../lib/format';
import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { AttemptDelivery, AttemptResponse, AttemptResult } from './WebhookAttemptCells';

interface WebhookAttemptsTableProps {
  label: string;
  query: PageQuery<WebhookAttempt> & { refetch: () => Promise<unknown> };
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  onResend: (attempt: WebhookAttempt) => void;
  /** The delivery being sent again (its rows' 'Reenviar' spin). */
  resending: string | null;
  /** False while the endpoint is inactive. */
  canResend: boolean;
}

/** The delivery log, server-paged and newest first: one row per attempt, each with 'Reenviar'. */
export function WebhookAttemptsTable({
  label,
  query,
  page,
  onPageChange,
  onResend,
  resending,
  canResend,
}: WebhookAttemptsTableProps) {
  const columns: ReadonlyArray<DataColumn<WebhookAttempt>> = [
    {
      key: 'event',
      header: T.colEvent,
      card: 'title',
      // The event id beside its type, so a seller can match a row with its own system's log.
      render: (attempt) => (
        <Stack gap={0}>
          <Text fz="xs" ff="monospace">
            {attempt.eventType}
          </Text>
          <Text fz="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {attempt.eventId}
          </Text>
        </Stack>
      ),
    },
    { key: 'date', header: T.colDate, render: (attempt) => formatDateTime(attempt.attemptedAt) },
    { key: 'result', header: T.colResult, card: 'aside', render: (attempt) => <AttemptResult attempt={attempt} /> },
    {
      key: 'latency',
      header: T.colLatency,
      align: 'right',
      render: (attempt) => (attempt.latencyMs === null ? '—' : T.latency(attempt.latencyMs)),
    },
    {
      key: 'response',
      header: T.colResponse,
      width: 240,
      render: (attempt) => <AttemptResponse body={attempt.responseBody} />,
    },
    { key: 'delivery', header: T.colDelivery, render: (attempt) => <AttemptDelivery attempt={attempt} /> },
    {
      key: 'resend',
      header: '',
      align: 'right',
      card: 'aside',
      render: (attempt) => (
        <Button
          size="xs"
          variant="default"
          loading={resending === attempt.deliveryId}
          disabled={!canResend || (resending !== null && resending !== attempt.deliveryId)}
          onClick={() => onResend(attempt)}
        >
          {T.resend}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      label={label}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      rowKey={(attempt) => attempt.id}
      pageSize={WEBHOOK_ATTEMPTS_PAGE_SIZE}
      minWidth={960}
      empty={(failed) =>
        failed ? (
          <EmptyState
            title={T.attemptsFailed}
            action={
              <Button variant="default" onClick={() => void query.refetch()}>
                {T.retry}
              </Button>
            }
          />
        ) : (
          <EmptyState title={WEBHOOK_MESSAGES.attemptsEmpty} description={T.attemptsEmptyHint} />
        )
      }
    />
  );
}
