import { Text } from '@mantine/core';
import {
  PAYMENT_BATCH_STATUS_COLORS,
  PAYMENT_BATCH_STATUS_LABELS,
  type PaymentBatch,
  type PaymentBatchStatus,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { PAYMENTS_TEXTS as T } from '../texts';
import { badgeColumn, viewColumn } from './paymentColumns';
import { Money } from '../../../components/Unbreakable';

/**
 * Spec 4 §2 'Batch tab' (D4): each file's name, when it was sent, its status, its lines (valid of
 * all), the total of its valid lines, how many are paid, and the button that opens it.
 */
export function batchColumns(open: (batch: PaymentBatch) => void): Array<DataColumn<PaymentBatch>> {
  return [
    {
      key: 'fileName',
      header: T.columnFileName,
      card: 'title',
      render: (batch) => (
        <Text component="span" display="block" fz="sm" fw={500} miw={140} style={{ overflowWrap: 'anywhere' }}>
          {batch.fileName}
        </Text>
      ),
    },
    {
      key: 'uploadedAt',
      header: T.columnUploadedAt,
      card: 'field',
      render: (batch) => (
        <Text component="span" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(batch.uploadedAt)}
        </Text>
      ),
    },
    badgeColumn<PaymentBatchStatus, PaymentBatch>(PAYMENT_BATCH_STATUS_LABELS, PAYMENT_BATCH_STATUS_COLORS),
    {
      key: 'lines',
      header: T.columnLines,
      align: 'right',
      card: 'field',
      render: (batch) => T.batchLinesCount(batch.validLines, batch.lines),
    },
    {
      key: 'total',
      header: T.columnTotal,
      align: 'right',
      card: 'aside',
      render: (batch) => <Money cents={batch.totalAmount} />,
    },
    { key: 'paid', header: T.columnPaidLines, align: 'right', card: 'field', render: (batch) => batch.paidLines },
    viewColumn(open, (batch) => T.viewBatch(batch.fileName)),
  ];
}
