import { useState } from 'react';
import { Alert, Button, Group, Spoiler, Stack, Text } from '@mantine/core';
import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_DEFINITIONS,
  NOTICE_DELIVERY_PAGE_SIZE,
  NOTICE_DELIVERY_STATUS_LABELS,
  NOTICE_METHOD_LABELS,
  type NoticeDelivery,
  type NoticeDeliveryStatus,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { formatDateTime } from '../../../lib/format';
import { useSandboxControls } from '../../../lib/sandbox';
import { useNoticeDeliveries } from '../api/noticeDeliveries';
import { useRunNoticesNow } from '../api/runNotices';
import { NOTICES_TEXTS as T } from '../texts';

const STATUS_COLORS: Record<NoticeDeliveryStatus, string> = {
  PENDING: 'gray',
  SENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
  UNKNOWN: 'yellow',
  UNCONFIRMED: 'yellow',
  SKIPPED: 'gray',
};

const typeLabel = (delivery: NoticeDelivery) => {
  const definition = NOTICE_DEFINITIONS.find((entry) => entry.type === delivery.type);
  return definition ? `${NOTICE_METHOD_LABELS[definition.method]}: ${definition.label}` : delivery.type;
};

const COLUMNS: ReadonlyArray<DataColumn<NoticeDelivery>> = [
  {
    key: 'charge',
    header: T.colCharge,
    card: 'title',
    render: (row) => (
      <Stack gap={0}>
        <Text fz="sm" fw={500}>
          {row.customerName}
        </Text>
        <Text fz="xs" c="dimmed">
          {row.chargeTitle}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: T.colStatus,
    card: 'aside',
    render: (row) => (
      <StatusBadge color={STATUS_COLORS[row.status]}>{NOTICE_DELIVERY_STATUS_LABELS[row.status]}</StatusBadge>
    ),
  },
  { key: 'type', header: T.colType, render: typeLabel },
  { key: 'channel', header: T.colChannel, render: (row) => NOTICE_CHANNEL_LABELS[row.channel] },
  { key: 'date', header: T.colDate, render: (row) => formatDateTime(row.createdAt) },
  {
    key: 'message',
    header: T.colMessage,
    width: 320,
    render: (row) =>
      row.message ? (
        <Spoiler maxHeight={54} showLabel={T.showMessage} hideLabel={T.hideMessage} fz="xs">
          <Text fz="xs" style={{ wordBreak: 'break-word' }}>
            {row.message}
          </Text>
        </Spoiler>
      ) : (
        '—'
      ),
  },
];

/** 'Mensagens enviadas': what the buyers were sent; in the sandbox, each WhatsApp as the buyer reads it. */
export function DeliveriesPanel({ sandbox }: { sandbox: boolean }) {
  const [page, setPage] = useState(1);
  const deliveries = useNoticeDeliveries(page - 1);
  const runNow = useRunNoticesNow();
  const canSimulate = useSandboxControls();
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {T.deliveriesHint}
      </Text>
      {sandbox && (
        <Alert color="blue" variant="light">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{T.sandboxHint}</Text>
            {canSimulate && (
              <SandboxActionButton label={T.runNow} done={T.ranNow} mutation={runNow} variables={undefined} />
            )}
          </Group>
        </Alert>
      )}
      <PagedTable
        label={T.deliveriesTab}
        columns={COLUMNS}
        query={deliveries}
        page={page}
        onPageChange={setPage}
        rowKey={(row) => row.id}
        pageSize={NOTICE_DELIVERY_PAGE_SIZE}
        minWidth={960}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={T.deliveriesFailed}
              action={
                <Button variant="default" onClick={() => void deliveries.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={T.deliveriesEmpty} description={T.deliveriesEmptyHint} />
          )
        }
      />
    </Stack>
  );
}
