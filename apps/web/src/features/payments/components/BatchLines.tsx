import { useId, useState } from 'react';
import { Button, Select, Stack, Title } from '@mantine/core';
import {
  PAYMENT_BATCH_LINE_STATUS_LABELS,
  PAYMENT_BATCH_LINE_STATUSES,
  type PaymentBatch,
  type PaymentBatchLine,
} from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { usePaymentBatchLines, type BatchLinesQuery } from '../api/listPaymentBatchLines';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BATCH_LINE_COLUMNS } from './batchLineColumns';

const PAGE_SIZE = 20;
/** The rows standing in while the first page loads: a dialog's table stays short. */
const SKELETON_ROWS = 5;
const STATUS_OPTIONS = [
  { value: 'all', label: T.allLines },
  ...PAYMENT_BATCH_LINE_STATUSES.map((value) => ({ value, label: PAYMENT_BATCH_LINE_STATUS_LABELS[value] })),
];

/**
 * 'Linhas do arquivo' (D4): every line of the batch with its outcome, filtered by status and paged
 * by the server; read again as the batch is paid. The filter and page live with the dialog, not the URL.
 */
export function BatchLines({ batch }: { batch: Pick<PaymentBatch, 'id' | 'status'> }) {
  const titleId = useId();
  const [status, setStatus] = useState<BatchLinesQuery['status']>('all');
  const [page, setPage] = useState(1);
  const lines = usePaymentBatchLines(batch, { status, page: page - 1, size: PAGE_SIZE });

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {T.batchLinesTitle}
      </Title>
      <Select
        label={T.lineStatusFilter}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(next) => {
          setStatus(PAYMENT_BATCH_LINE_STATUSES.find((value) => value === next) ?? 'all');
          setPage(1);
        }}
        allowDeselect={false}
        comboboxProps={{ keepMounted: false }}
        w={{ base: '100%', xs: 220 }}
      />
      <PagedTable<PaymentBatchLine>
        label={T.batchLinesTitle}
        columns={BATCH_LINE_COLUMNS}
        query={lines}
        page={page}
        onPageChange={setPage}
        rowKey={(line) => String(line.line)}
        pageSize={SKELETON_ROWS}
        rowHeight={48}
        minWidth={900}
        empty={(failed) =>
          failed ? (
            <EmptyState
              compact
              title={T.linesLoadFailed}
              action={
                <Button variant="default" size="xs" onClick={() => void lines.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState compact title={T.linesEmpty} />
          )
        }
      />
    </Stack>
  );
}
