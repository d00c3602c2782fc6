import { Stack, Text } from '@mantine/core';
import {
  CARD_MESSAGES,
  CARD_TRANSACTION_STATUS_COLORS,
  CARD_TRANSACTION_STATUS_LABELS,
  type CardTransaction,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { useSandboxControls } from '../../../lib/sandbox';
import { CARDS_TEXTS as T } from '../texts';
import { ReverseButton } from './SandboxPurchase';
import { Money } from '../../../components/Unbreakable';

const COLUMNS: ReadonlyArray<DataColumn<CardTransaction>> = [
  { key: 'date', header: T.columnDate, card: 'field', render: (row) => formatDateTime(row.createdAt) },
  {
    key: 'merchant',
    header: T.columnMerchant,
    card: 'title',
    render: (row) => (
      <Text component="span" fz="sm" fw={500}>
        {row.merchantName}
      </Text>
    ),
  },
  {
    key: 'amount',
    header: T.columnAmount,
    align: 'right',
    card: 'aside',
    render: (row) => <Money cents={row.billingAmount} />,
  },
  {
    key: 'status',
    header: T.columnStatus,
    card: 'aside',
    render: (row) => (
      <StatusBadge color={CARD_TRANSACTION_STATUS_COLORS[row.status]}>
        {CARD_TRANSACTION_STATUS_LABELS[row.status]}
      </StatusBadge>
    ),
  },
  {
    key: 'reason',
    header: T.columnReason,
    render: (row) => (row.status === 'NOT_APPROVED' && row.declineReason ? row.declineReason : '—'),
  },
];

/** 'Extrato' (spec 4 §2, §4): the month's purchases, newest first, with their derived status and why one was refused. */
export function CardStatement({ cardId, transactions }: { cardId: string; transactions: readonly CardTransaction[] }) {
  const sandbox = useSandboxControls();
  const columns: ReadonlyArray<DataColumn<CardTransaction>> = sandbox
    ? [
        ...COLUMNS,
        {
          key: 'actions',
          header: T.columnActions,
          align: 'right',
          // On a phone, under the status: a row without a reversal shows nothing there.
          card: 'aside',
          render: (row) => (row.status === 'APPROVED' ? <ReverseButton cardId={cardId} transaction={row} /> : null),
        },
      ]
    : COLUMNS;
  return (
    <Stack gap="sm">
      <DataTable
        label={T.statementLabel}
        columns={columns}
        rows={transactions}
        rowKey={(row) => row.id}
        pageSize={transactions.length}
        minWidth={720}
        empty={<EmptyState title={CARD_MESSAGES.emptyStatement} />}
      />
    </Stack>
  );
}
