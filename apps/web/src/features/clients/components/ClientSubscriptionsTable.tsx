import { CLIENT_TAB_PAGE_SIZE, formatBRL, formatDate, type ClientSubscriptionRow } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { useClientSubscriptions } from '../api/getClientSubscriptions';
import { subscriptionPath } from '../links';
import { CLIENT_TEXTS } from '../texts';
import { SubscriptionStatusBadge } from './statusBadges';
import { TabEmptyState } from './TabEmptyState';

const COLUMNS: ReadonlyArray<DataColumn<ClientSubscriptionRow>> = [
  { key: 'planName', header: 'Plano', render: (subscription) => subscription.planName },
  {
    key: 'value',
    header: 'Valor',
    align: 'right',
    card: 'aside',
    render: (subscription) => formatBRL(subscription.value),
  },
  {
    key: 'nextChargeDate',
    header: 'Próxima cobrança',
    render: (subscription) => (subscription.nextChargeDate ? formatDate(subscription.nextChargeDate) : '—'),
  },
  {
    key: 'status',
    header: 'Status',
    card: 'aside',
    render: (subscription) => <SubscriptionStatusBadge status={subscription.status} />,
  },
];

interface ClientSubscriptionsTableProps {
  clientId: string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** The Assinaturas tab: rows open the subscription's detail (/recorrencias/{uuid} in the route table). */
export function ClientSubscriptionsTable({ clientId, page, onPageChange }: ClientSubscriptionsTableProps) {
  const subscriptions = useClientSubscriptions({ clientId, page: page - 1 });
  return (
    <PagedTable
      label={CLIENT_TEXTS.subscriptionsTab}
      columns={COLUMNS}
      query={subscriptions}
      page={page}
      onPageChange={onPageChange}
      rowKey={(subscription) => subscription.uuid}
      rowHref={(subscription) => subscriptionPath(subscription.uuid)}
      pageSize={CLIENT_TAB_PAGE_SIZE}
      rowHeight={48}
      empty={(failed) => (
        <TabEmptyState
          failed={failed}
          emptyText={CLIENT_TEXTS.subscriptionsEmpty}
          onRetry={() => void subscriptions.refetch()}
        />
      )}
    />
  );
}
