import { Button, Stack, Tabs, Text } from '@mantine/core';
import {
  formatDate,
  PERIODICITY_LABELS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PAGE_SIZE,
  type SubscriptionRow,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, readPage, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { useSubscriptions } from '../api/listSubscriptions';
import { subscriptionPath } from '../links';
import {
  readFilters,
  readTab,
  SUBSCRIPTION_PARAMS,
  SUBSCRIPTION_TABS,
  tabParam,
  toListQuery,
  type SubscriptionFilters,
  type SubscriptionTab,
} from '../listParams';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { SubscriptionFilterBar } from './SubscriptionFilterBar';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { DocumentNumber, Money } from '../../../components/Unbreakable';

// On a phone's card: the client leads, value and status at its right, the rest below.
const COLUMNS: ReadonlyArray<DataColumn<SubscriptionRow>> = [
  {
    key: 'client',
    header: T.columnClient,
    card: 'title',
    width: 220,
    render: (row) => (
      <>
        <Text component="span" display="block" fz="sm" fw={500}>
          {row.customerName}
        </Text>
        <Text component="span" display="block" fz="xs" c="dimmed">
          <DocumentNumber value={row.customerDocument} />
        </Text>
      </>
    ),
  },
  { key: 'start', header: T.columnStart, render: (row) => formatDate(row.startDate) },
  { key: 'plan', header: T.columnPlan, render: (row) => row.titlePlan },
  { key: 'periodicity', header: T.columnPeriodicity, render: (row) => PERIODICITY_LABELS[row.basicValue.type] },
  {
    key: 'valuePerMonth',
    header: T.columnValuePerMonth,
    align: 'right',
    card: 'aside',
    render: (row) => <Money cents={row.basicValue.valuePerMonth} />,
  },
  {
    key: 'status',
    header: T.columnStatus,
    card: 'aside',
    render: (row) => <SubscriptionStatusBadge status={row.status} />,
  },
];

/** Filters, status tabs, table and pager of /recorrencias; all of it lives in the URL. */
export function SubscriptionList() {
  const [params, update] = useUrlParams();
  const filters = readFilters(params);
  const tab = readTab(params);
  const page = readPage(params);
  const subscriptions = useSubscriptions(toListQuery(filters, tab, page));
  useLoadErrorToast(subscriptions.errorUpdatedAt, T.listLoadError);
  useClampedPage(page, subscriptions, update);

  const applyFilters = (changes: Partial<SubscriptionFilters>, replace = false) => {
    const next: Record<string, string | null> = { [PAGE_PARAM]: null };
    if ('search' in changes) next[SUBSCRIPTION_PARAMS.search] = changes.search ?? null;
    if ('startFrom' in changes) next[SUBSCRIPTION_PARAMS.startFrom] = changes.startFrom ?? null;
    if ('startTo' in changes) next[SUBSCRIPTION_PARAMS.startTo] = changes.startTo ?? null;
    update(next, { replace });
  };

  return (
    <Stack gap="md">
      <SubscriptionFilterBar filters={filters} onChange={applyFilters} />
      <Tabs
        value={tab}
        onChange={(next) =>
          next && update({ [SUBSCRIPTION_PARAMS.status]: tabParam(next as SubscriptionTab), [PAGE_PARAM]: null })
        }
        keepMounted={false}
      >
        <ScrollingTabsList aria-label={T.statusTabs}>
          {SUBSCRIPTION_TABS.map((entry) => (
            <Tabs.Tab key={entry.key} value={entry.key}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value={tab} pt="md">
          <PagedTable
            label={T.listTitle}
            columns={COLUMNS}
            query={subscriptions}
            page={page}
            onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
            rowKey={(row) => row.uuid}
            rowHref={(row) => subscriptionPath(row.uuid)}
            pageSize={SUBSCRIPTION_PAGE_SIZE}
            minWidth={900}
            empty={(failed) =>
              failed ? (
                <EmptyState
                  title={T.listLoadError}
                  action={
                    <Button variant="default" onClick={() => void subscriptions.refetch()}>
                      {T.retry}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={SUBSCRIPTION_MESSAGES.empty} />
              )
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
