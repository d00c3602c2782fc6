import { Text } from '@mantine/core';
import {
  formatDate,
  PAYMENT_BATCH_LINE_STATUS_LABELS,
  type PaymentBatchLine,
  type PaymentBatchLineStatus,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PAYMENTS_TEXTS as T, shortLine } from '../texts';
import { amountColumn, badgeColumn } from './paymentColumns';

/** A line's status colour, beside its label: red refused, blue waiting, grape being paid, green paid. */
const LINE_STATUS_COLORS: Record<PaymentBatchLineStatus, string> = {
  invalid: 'red',
  valid: 'blue',
  processing: 'grape',
  paid: 'green',
  failed: 'red',
  not_paid: 'gray',
};

const NONE = '—';

/** A Pix key in full; a barcode by its first and last digits (the whole one on hover). */
function target(line: PaymentBatchLine) {
  if (line.kind === 'pix') return line.target;
  return (
    <Text component="span" fz="sm" style={{ whiteSpace: 'nowrap' }} title={line.target}>
      {shortLine(line.target)}
    </Text>
  );
}

/**
 * The lines of a batch (D4): number in the file, kind, recipient, key or barcode, amount, date,
 * status and why it is invalid or failed.
 */
export const BATCH_LINE_COLUMNS: ReadonlyArray<DataColumn<PaymentBatchLine>> = [
  { key: 'line', header: T.columnLineNumber, align: 'right', width: 72, card: 'field', render: (line) => line.line },
  {
    key: 'kind',
    header: T.columnKind,
    card: 'field',
    render: (line) => (line.kind ? T.lineKind(line.kind) : NONE),
  },
  {
    key: 'recipient',
    header: T.columnLineRecipient,
    card: 'title',
    render: (line) => (
      <Text component="span" display="block" fz="sm" miw={120}>
        {line.recipient || NONE}
      </Text>
    ),
  },
  { key: 'target', header: T.columnTarget, card: 'field', render: (line) => (line.target ? target(line) : NONE) },
  amountColumn<PaymentBatchLine>(),
  {
    key: 'date',
    header: T.columnLineDate,
    card: 'field',
    render: (line) => (line.paymentDate ? formatDate(line.paymentDate) : NONE),
  },
  badgeColumn<PaymentBatchLineStatus, PaymentBatchLine>(PAYMENT_BATCH_LINE_STATUS_LABELS, LINE_STATUS_COLORS),
  {
    key: 'reason',
    header: T.columnReason,
    card: 'field',
    render: (line) => (
      <Text component="span" display="block" fz="sm" miw={160}>
        {line.reason ?? NONE}
      </Text>
    ),
  },
];
