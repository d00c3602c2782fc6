import { CLIENT_TAB_PAGE_SIZE } from '@cofre/contract';
import { ChargeSummaryTable } from '../../charges';
import { useClientCharges } from '../api/getClientCharges';
import { CLIENT_TEXTS } from '../texts';
import { TabEmptyState } from './TabEmptyState';

interface ClientChargesTableProps {
  clientId: string;
  /** 'Agendados' (scheduled charges) or 'Histórico'. */
  scheduled: boolean;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** The Recebíveis tab's lists, in the charges feature's simpler table (spec 1 §2.8). */
export function ClientChargesTable({ clientId, scheduled, page, onPageChange }: ClientChargesTableProps) {
  const charges = useClientCharges({ clientId, scheduled, page: page - 1 });
  return (
    <ChargeSummaryTable
      variant={scheduled ? 'scheduled' : 'charges'}
      label={scheduled ? CLIENT_TEXTS.scheduledChargesLabel : CLIENT_TEXTS.chargeHistoryLabel}
      query={charges}
      page={page}
      onPageChange={onPageChange}
      pageSize={CLIENT_TAB_PAGE_SIZE}
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
