import { CHARGE_MESSAGES, formatDate, RECEIVABLE_STATUS_LABELS, type Receivable } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { useChargeReceivables } from '../api/getChargeReceivables';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { CHARGE_TEXTS, RECEIVABLES_SECTION_LABELS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';
import { Money } from '../../../components/Unbreakable';

const STATUS_COLORS: Record<Receivable['status'], string> = {
  PENDING: 'blue',
  RELEASED: 'green',
  REVERSED: 'red',
  ANTICIPATED: 'teal',
  HELD: 'yellow',
};

const BEFORE_REVERSED: ReadonlyArray<DataColumn<Receivable>> = [
  {
    key: 'installment',
    header: RECEIVABLES_SECTION_LABELS.installment,
    render: (line) => `${line.installment}/${line.installments}`,
  },
  {
    key: 'settlement',
    header: RECEIVABLES_SECTION_LABELS.settlementDate,
    render: (line) => formatDate(line.settlementDate),
  },
  {
    key: 'gross',
    header: RECEIVABLES_SECTION_LABELS.grossValue,
    align: 'right',
    render: (line) => <Money cents={line.grossAmount} />,
  },
  {
    key: 'fee',
    header: RECEIVABLES_SECTION_LABELS.fee,
    align: 'right',
    render: (line) => <Money cents={line.feeAmount} />,
  },
  {
    key: 'net',
    header: RECEIVABLES_SECTION_LABELS.netValue,
    align: 'right',
    render: (line) => <Money cents={line.netAmount} />,
  },
];
/** What was taken back: refunded, or held by an open dispute. */
const reversed = (header: string): DataColumn<Receivable> => ({
  key: 'reversed',
  header,
  align: 'right',
  render: (line) => <Money cents={line.reversedAmount} />,
});
const STATUS: DataColumn<Receivable> = {
  key: 'status',
  header: RECEIVABLES_SECTION_LABELS.status,
  render: (line) => (
    <StatusBadge color={STATUS_COLORS[line.status]}>{RECEIVABLE_STATUS_LABELS[line.status]}</StatusBadge>
  ),
};
const COLUMNS = [...BEFORE_REVERSED, STATUS];
const COLUMNS_WITH_REVERSED = [...BEFORE_REVERSED, reversed(CHARGE_TEXTS.reversedAmount), STATUS];
const COLUMNS_WITH_HELD = [...BEFORE_REVERSED, reversed(CHARGE_TEXTS.heldAmount), STATUS];

function columnsFor(lines: readonly Receivable[] | undefined) {
  if (lines?.some((line) => line.status === 'HELD')) return COLUMNS_WITH_HELD;
  return lines?.some((line) => line.reversedAmount > 0) ? COLUMNS_WITH_REVERSED : COLUMNS;
}

/**
 * Recebíveis: one line per instalment, with its settlement date, fee and net amount; what refunds
 * or a dispute took back, once anything was (held, while the dispute is open).
 */
export function ReceivablesSection({ chargeId }: { chargeId: string }) {
  const receivables = useChargeReceivables(chargeId);
  useLoadErrorToast(receivables.errorUpdatedAt, CHARGE_MESSAGES.receivablesFailed);
  if (receivables.data?.content.length === 0)
    return (
      <DetailSection title={CHARGE_TEXTS.receivablesTitle}>
        <EmptyState compact title={CHARGE_TEXTS.receivablesEmpty} />
      </DetailSection>
    );
  return (
    <DetailSection title={CHARGE_TEXTS.receivablesTitle}>
      <DataTable
        label={CHARGE_TEXTS.receivablesTitle}
        columns={columnsFor(receivables.data?.content)}
        rows={receivables.isError ? [] : receivables.data?.content}
        rowKey={(line) => line.uuid}
        pageSize={1}
        rowHeight={44}
        empty={
          <EmptyState title={receivables.isError ? CHARGE_MESSAGES.receivablesFailed : CHARGE_TEXTS.receivablesEmpty} />
        }
      />
    </DetailSection>
  );
}
