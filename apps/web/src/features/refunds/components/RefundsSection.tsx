import { Badge } from '@mantine/core';
import { formatBRL, REFUND_MESSAGES, REFUND_STATUS_LABELS, type Refund } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../lib/format';
import { REFUND_TEXTS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';

const STATUS_COLORS = { PENDING: 'gray', SUCCEEDED: 'green', FAILED: 'red' } as const;

const COLUMNS: ReadonlyArray<DataColumn<Refund>> = [
  { key: 'date', header: 'Data', render: (refund) => formatDateTime(refund.createdAt) },
  { key: 'amount', header: 'Valor', align: 'right', render: (refund) => formatBRL(refund.amount) },
  {
    key: 'status',
    header: 'Situação',
    render: (refund) => (
      <Badge variant="light" color={STATUS_COLORS[refund.status]} radius="sm">
        {REFUND_STATUS_LABELS[refund.status]}
      </Badge>
    ),
  },
  {
    key: 'fraud',
    header: REFUND_MESSAGES.fraud,
    render: (refund) =>
      refund.asFraud ? (
        <Badge variant="light" color="red" radius="sm">
          {REFUND_TEXTS.yes}
        </Badge>
      ) : (
        REFUND_TEXTS.no
      ),
  },
];

/** 'Estornos': each refund of the charge with its date and fraud flag, once there is one. */
export function RefundsSection({ refunds }: { refunds: Refund[] }) {
  return (
    <DetailSection title={REFUND_TEXTS.refundsTitle}>
      <DataTable
        label={REFUND_TEXTS.refundsTitle}
        columns={COLUMNS}
        rows={refunds}
        rowKey={(refund) => refund.uuid}
        pageSize={1}
        rowHeight={44}
        empty={<EmptyState title={REFUND_TEXTS.refundsTitle} />}
      />
    </DetailSection>
  );
}
