import { formatDate, type splitLineSchema } from '@cofre/contract';
import type { z } from 'zod';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { useChargeSplit } from '../api/getChargeSplit';
import { paymentMethodLabel } from '../labels';
import { CHARGE_TEXTS, SPLIT_SECTION_LABELS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';
import { Money } from '../../../components/Unbreakable';

type SplitLine = z.infer<typeof splitLineSchema>;

const COLUMNS: ReadonlyArray<DataColumn<SplitLine>> = [
  { key: 'date', header: SPLIT_SECTION_LABELS.date, render: (line) => formatDate(line.executionDate) },
  { key: 'subSeller', header: SPLIT_SECTION_LABELS.subSeller, render: (line) => line.subSellerName },
  { key: 'type', header: SPLIT_SECTION_LABELS.type, render: (line) => paymentMethodLabel(line.providerType) },
  {
    key: 'amount',
    header: SPLIT_SECTION_LABELS.value,
    align: 'right',
    render: (line) => <Money cents={line.amount} />,
  },
];

/** The split of the payment among sub-sellers. Rendered only for `charges.split`, so never asked otherwise. */
export function SplitSection({ chargeId }: { chargeId: string }) {
  const split = useChargeSplit(chargeId, true);
  if (split.data?.content.length === 0)
    return (
      <DetailSection title={CHARGE_TEXTS.splitTitle}>
        <EmptyState compact title={CHARGE_TEXTS.splitEmpty} />
      </DetailSection>
    );
  return (
    <DetailSection title={CHARGE_TEXTS.splitTitle}>
      <DataTable
        label={CHARGE_TEXTS.splitLabel}
        columns={COLUMNS}
        rows={split.isError ? [] : split.data?.content}
        rowKey={(line) => line.idSplit}
        pageSize={1}
        rowHeight={44}
        empty={<EmptyState title={split.isError ? CHARGE_TEXTS.splitLoadError : CHARGE_TEXTS.splitEmpty} />}
      />
    </DetailSection>
  );
}
