import { Stack } from '@mantine/core';
import { CLIENT_TAB_PAGE_SIZE, formatBRL, formatDate, type ClientSubscriptionRow } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { useClientSubscriptions } from '../api/getClientSubscriptions';
import { subscriptionPath } from '../links';
import { CLIENT_TEXTS } from '../texts';
import { SubscriptionStatusBadge } from './statusBadges';
import { TabEmptyState } from './TabEmptyState';

const COLUMNS: ReadonlyArray<DataColumn<ClientSubscriptionRow>> = [
  { key: 'planName', header: 'Plano', render: (subscription) => subscription.planName },
  { key: 'value', header: 'Valor', align: 'right', render: (subscription) => formatBRL(subscription.value) },
  {
    key: 'nextChargeDate',
    header: 'Próxima cobrança',
    render: (subscription) => (subscription.nextChargeDate ? formatDate(subscription.nextChargeDate) : '—'),
  },
  {
    key: 'status',
    header: 'Status',
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
  const failed = subscriptions.isError && !subscriptions.data;
  return (
    <Stack gap="md">
      <DataTable
        label="Assinaturas"
        columns={COLUMNS}
        rows={failed ? [] : subscriptions.data?.content}
        rowKey={(subscription) => subscription.uuid}
        rowHref={(subscription) => subscriptionPath(subscription.uuid)}
        pageSize={CLIENT_TAB_PAGE_SIZE}
        rowHeight={48}
        refreshing={subscriptions.isPlaceholderData}
        empty={
          <TabEmptyState
            failed={failed}
            emptyText={CLIENT_TEXTS.subscriptionsEmpty}
            onRetry={() => void subscriptions.refetch()}
          />
        }
      />
      {subscriptions.data && subscriptions.data.totalPages > 0 && (
        <Pager
          page={page}
          totalPages={subscriptions.data.totalPages}
          onChange={onPageChange}
          disabled={subscriptions.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
