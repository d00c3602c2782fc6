import { useState } from 'react';
import { Button, Group, Stack, Switch, Tabs, Text } from '@mantine/core';
import {
  createsQuickLinks,
  formatBRL,
  formatDate,
  hasFeature,
  seesQuickLinks,
  LINK_LIMITS,
  LINK_MESSAGES,
  type PaymentLinkRow,
  type PaymentLinkType,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { SearchInput } from '../../../components/SearchInput';
import { formatDateTime } from '../../../lib/format';
import { useGrant } from '../../../lib/permissions';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, readPage, useUrlParams, useClampedPage } from '../../../lib/useUrlParams';
import { usePaymentLinks } from '../api/listPaymentLinks';
import { editLinkPath } from '../links';
import { dedicatedParam, LIST_PARAMS, readDedicated, readTab, tabParam } from '../listParams';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { LinkRowActions } from './LinkRowActions';
import { LinkRowDialogs, type RowQuestion } from './LinkRowDialogs';
import { LinkStatusBadge } from './LinkStatusBadge';

/** The API's limit for a search term (paymentLinkListQuerySchema). */
const MAX_SEARCH_LENGTH = 60;

const SEARCH_PLACEHOLDER: Record<PaymentLinkType, string> = {
  ORDER: LINK_MESSAGES.searchOrders,
  SUBSCRIPTION: LINK_MESSAGES.searchSubscriptions,
  FAST_ORDER: T.searchFast,
};

function columns(
  type: PaymentLinkType,
  ask: (question: RowQuestion) => void,
  canDuplicate: boolean,
): Array<DataColumn<PaymentLinkRow>> {
  const list: Array<DataColumn<PaymentLinkRow>> = [
    {
      key: 'title',
      header: type === 'SUBSCRIPTION' ? T.columnPlan : T.columnTitle,
      width: 200,
      render: (link) => (
        <Text component="span" fz="sm" fw={500}>
          {link.title}
        </Text>
      ),
    },
    { key: 'value', header: T.columnValue, align: 'right', render: (link) => formatBRL(link.value) },
  ];
  if (type !== 'FAST_ORDER') {
    list.push({ key: 'client', header: T.columnClient, render: (link) => link.client?.name ?? LINK_MESSAGES.noClient });
  }
  list.push(
    { key: 'status', header: T.columnStatus, width: 130, render: (link) => <LinkStatusBadge status={link.status} /> },
    { key: 'paid', header: T.columnPaid, align: 'right', render: (link) => link.paidCharges },
    { key: 'created', header: T.columnCreated, render: (link) => formatDate(link.createdAt.slice(0, 10)) },
    {
      key: 'expiry',
      header: T.columnExpiry,
      render: (link) => (link.expiresAt ? formatDateTime(link.expiresAt) : T.noExpiry),
    },
    {
      key: 'actions',
      header: T.columnActions,
      align: 'right',
      width: 160,
      render: (link) => (
        <LinkRowActions
          link={link}
          name={link.title}
          onDuplicate={canDuplicate ? () => ask({ action: 'duplicate', link }) : undefined}
          onDelete={() => ask({ action: 'delete', link })}
        />
      ),
    },
  );
  return list;
}

/** Tabs, dedicated switch, search, table and pager of /seja-pago; all of it lives in the URL. */
export function PaymentLinkList() {
  const [params, update] = useUrlParams();
  const grant = useGrant();
  const type = readTab(params, seesQuickLinks(grant));
  // A duplicate is a creation: the server asks the create toggle, and both quick-link toggles for a quick link.
  const canDuplicate =
    hasFeature(grant, 'view_seller_create_payment_link') && (type !== 'FAST_ORDER' || createsQuickLinks(grant));
  // A row opens its link's page where the seller may edit it; without that toggle it opens nothing and looks it.
  const canEdit = hasFeature(grant, 'view_seller_payment_link_edit');
  const search = params.get(LIST_PARAMS.search) ?? '';
  const dedicated = type !== 'FAST_ORDER' && readDedicated(params);
  const page = readPage(params);
  const links = usePaymentLinks({ type, search, dedicated, page: page - 1 });
  const [question, setQuestion] = useState<RowQuestion | null>(null);
  useLoadErrorToast(links.errorUpdatedAt, T.listLoadError);
  useClampedPage(page, links, update);

  return (
    <Stack gap="md">
      <Tabs
        value={type}
        onChange={(next) =>
          update({
            [LIST_PARAMS.tab]: tabParam((next ?? 'ORDER') as PaymentLinkType),
            [LIST_PARAMS.search]: null,
            [PAGE_PARAM]: null,
          })
        }
      >
        <Tabs.List aria-label={T.tabsLabel}>
          <Tabs.Tab value="ORDER">{T.ordersTab}</Tabs.Tab>
          <Tabs.Tab value="SUBSCRIPTION">{T.subscriptionsTab}</Tabs.Tab>
          {seesQuickLinks(grant) && <Tabs.Tab value="FAST_ORDER">{T.fastTab}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="center" gap="md">
        <SearchInput
          key={type}
          value={search}
          label={T.searchLabel}
          placeholder={SEARCH_PLACEHOLDER[type]}
          maxLength={MAX_SEARCH_LENGTH}
          // A new search starts on page 1; typing replaces the history entry instead of adding one per pause.
          onSearch={(next) => update({ [LIST_PARAMS.search]: next, [PAGE_PARAM]: null }, { replace: true })}
        />
        {type !== 'FAST_ORDER' && (
          <Switch
            label={LINK_MESSAGES.dedicatedOnly}
            checked={dedicated}
            onChange={(event) =>
              update({ [LIST_PARAMS.dedicated]: dedicatedParam(event.currentTarget.checked), [PAGE_PARAM]: null })
            }
          />
        )}
      </Group>
      <PagedTable
        label={T.listTitle}
        columns={columns(type, setQuestion, canDuplicate)}
        query={links}
        page={page}
        onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
        rowKey={(link) => link.id}
        rowHref={canEdit ? (link) => editLinkPath(link.id) : undefined}
        pageSize={LINK_LIMITS.pageSize}
        minWidth={960}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={T.listLoadError}
              action={
                <Button variant="default" onClick={() => void links.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={LINK_MESSAGES.empty} />
          )
        }
      />
      <LinkRowDialogs question={question} onDone={() => setQuestion(null)} />
    </Stack>
  );
}
