import { REFUND_MESSAGES, REFUND_STATUS_LABELS, type Refund } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { REFUNDS_SECTION_LABELS, REFUND_TEXTS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';
import { Money } from '../../../components/Unbreakable';

const STATUS_COLORS = { PENDING: 'gray', SUCCEEDED: 'green', FAILED: 'red' } as const;

const COLUMNS: ReadonlyArray<DataColumn<Refund>> = [
  { key: 'date', header: REFUNDS_SECTION_LABELS.date, render: (refund) => formatDateTime(refund.createdAt) },
  {
    key: 'amount',
    header: REFUNDS_SECTION_LABELS.value,
    align: 'right',
    render: (refund) => <Money cents={refund.amount} />,
  },
  {
    key: 'status',
    header: REFUNDS_SECTION_LABELS.status,
    render: (refund) => (
      <StatusBadge color={STATUS_COLORS[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</StatusBadge>
    ),
  },
  {
    key: 'fraud',
    header: REFUND_MESSAGES.fraud,
    render: (refund) => (refund.asFraud ? <StatusBadge color="red">{REFUND_TEXTS.yes}</StatusBadge> : REFUND_TEXTS.no),
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
