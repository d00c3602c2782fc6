import { Badge } from '@mantine/core';
import { CHARGE_MESSAGES, formatBRL, formatDate, RECEIVABLE_STATUS_LABELS, type Receivable } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { useChargeReceivables } from '../api/getChargeReceivables';
import { useLoadErrorToast } from '../hooks/useLoadErrorToast';
import { CHARGE_TEXTS } from '../texts';
import { DetailSection } from './DetailSection';

const COLUMNS: ReadonlyArray<DataColumn<Receivable>> = [
  { key: 'installment', header: 'Parcela', render: (line) => `${line.installment}/${line.installments}` },
  { key: 'settlement', header: 'Data de liquidação', render: (line) => formatDate(line.settlementDate) },
  { key: 'gross', header: 'Valor bruto', align: 'right', render: (line) => formatBRL(line.grossAmount) },
  { key: 'fee', header: 'Taxa', align: 'right', render: (line) => formatBRL(line.feeAmount) },
  { key: 'net', header: 'Valor líquido', align: 'right', render: (line) => formatBRL(line.netAmount) },
  {
    key: 'status',
    header: 'Status',
    render: (line) => (
      <Badge variant="light" radius="sm" color={line.status === 'RELEASED' ? 'green' : 'blue'}>
        {RECEIVABLE_STATUS_LABELS[line.status]}
      </Badge>
    ),
  },
];

/** Recebíveis: one line per instalment, with its settlement date, fee and net amount. */
export function ReceivablesSection({ chargeId }: { chargeId: string }) {
  const receivables = useChargeReceivables(chargeId);
  useLoadErrorToast(receivables.errorUpdatedAt, CHARGE_MESSAGES.receivablesFailed);
  return (
    <DetailSection title="Recebíveis">
      <DataTable
        label="Recebíveis"
        columns={COLUMNS}
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
