import { CLIENT_TAB_PAGE_SIZE, formatDate, type ClientSubscriptionRow } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { useCan } from '../../../lib/permissions';
import { useClientSubscriptions } from '../api/getClientSubscriptions';
import { subscriptionPath } from '../links';
import { CLIENT_TEXTS } from '../texts';
import { SubscriptionStatusBadge } from './statusBadges';
import { TabEmptyState } from './TabEmptyState';
import { Money } from '../../../components/Unbreakable';

// On a phone's card: the plan leads, value and status at its right, the next charge below.
const COLUMNS: ReadonlyArray<DataColumn<ClientSubscriptionRow>> = [
  { key: 'planName', header: CLIENT_TEXTS.subscriptionPlan, card: 'title', render: (row) => row.planName },
  {
    key: 'value',
    header: CLIENT_TEXTS.subscriptionValue,
    align: 'right',
    card: 'aside',
    render: (row) => <Money cents={row.value} />,
  },
  {
    key: 'nextChargeDate',
    header: CLIENT_TEXTS.subscriptionNextCharge,
    render: (row) => (row.nextChargeDate ? formatDate(row.nextChargeDate) : '—'),
  },
  {
    key: 'status',
    header: CLIENT_TEXTS.subscriptionStatus,
    card: 'aside',
    render: (row) => <SubscriptionStatusBadge status={row.status} />,
  },
];

interface ClientSubscriptionsTableProps {
  clientId: string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The Assinaturas tab: a row opens the subscription's detail (/recorrencias/{uuid}) for who may
 * manage subscriptions; for anyone else (clients.subscriptionsTab without subscriptions.manage) the
 * rows are not links, since the detail would only refuse them.
 */
export function ClientSubscriptionsTable({ clientId, page, onPageChange }: ClientSubscriptionsTableProps) {
  const subscriptions = useClientSubscriptions({ clientId, page: page - 1 });
  const canOpen = useCan('subscriptions.manage');
  return (
    <PagedTable
      label={CLIENT_TEXTS.subscriptionsTab}
      columns={COLUMNS}
      query={subscriptions}
      page={page}
      onPageChange={onPageChange}
      rowKey={(subscription) => subscription.uuid}
      rowHref={canOpen ? (subscription) => subscriptionPath(subscription.uuid) : undefined}
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
