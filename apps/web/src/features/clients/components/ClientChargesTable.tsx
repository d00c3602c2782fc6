import { CLIENT_TAB_PAGE_SIZE, formatBRL, formatDate, type ClientChargeRow } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { useClientCharges } from '../api/getClientCharges';
import { chargePath, scheduledChargePath } from '../links';
import { CLIENT_TEXTS } from '../texts';
import { ChargeStatusBadge } from './statusBadges';
import { TabEmptyState } from './TabEmptyState';

const COLUMNS: ReadonlyArray<DataColumn<ClientChargeRow>> = [
  { key: 'title', header: 'Descrição', render: (charge) => charge.title },
  { key: 'value', header: 'Valor', align: 'right', render: (charge) => formatBRL(charge.value) },
  { key: 'expirationDate', header: 'Vencimento', render: (charge) => formatDate(charge.expirationDate) },
  { key: 'status', header: 'Status', render: (charge) => <ChargeStatusBadge status={charge.status} /> },
];

interface ClientChargesTableProps {
  clientId: string;
  /** 'Agendados' (scheduled charges) or 'Histórico'. */
  scheduled: boolean;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** The Recebíveis tab's lists: history rows open the charge, scheduled ones the scheduled charge. */
export function ClientChargesTable({ clientId, scheduled, page, onPageChange }: ClientChargesTableProps) {
  const charges = useClientCharges({ clientId, scheduled, page: page - 1 });
  return (
    <PagedTable
      label={scheduled ? 'Cobranças agendadas' : 'Histórico de cobranças'}
      columns={COLUMNS}
      query={charges}
      page={page}
      onPageChange={onPageChange}
      rowKey={(charge) => charge.uuid}
      rowHref={(charge) => (scheduled ? scheduledChargePath(charge.uuid) : chargePath(charge.uuid))}
      pageSize={CLIENT_TAB_PAGE_SIZE}
      rowHeight={48}
      empty={(failed) => (
        <TabEmptyState
          failed={failed}
          emptyText={scheduled ? CLIENT_TEXTS.scheduledEmpty : CLIENT_TEXTS.chargesEmpty}
          onRetry={() => void charges.refetch()}
        />
      )}
    />
  );
}
