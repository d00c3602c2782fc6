import { Button, Stack, Tabs, Text } from '@mantine/core';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import {
  CHARGE_MESSAGES,
  CHARGE_PAGING,
  CHARGE_TABS,
  formatDate,
  hasFeature,
  PAYMENT_METHOD_LABELS,
  type ChargeRow,
} from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { useGrant } from '../../../lib/permissions';
import { PAGE_PARAM, pageParam, readPage, useUrlParams, useClampedPage } from '../../../lib/useUrlParams';
import { useCharges } from '../api/listCharges';
import { useChargeSummary } from '../api/getChargeSummary';
import { CHARGE_PARAMS, filterParams, readFilters, readTab, toListQuery, toSummaryQuery } from '../chargeFilters';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { chargeRowPath } from '../links';
import { CHARGE_LIST_LABELS, CHARGE_TEXTS } from '../texts';
import { ChargeFilterBar } from './ChargeFilterBar';
import { ChargeListSummary, tabLabel } from './ChargeListSummary';
import { ChargeStatusBadge } from './ChargeStatusBadge';
import { Money } from '../../../components/Unbreakable';

// On a phone's card: the client leads, value and status at its right, the rest below.
const CLIENT: DataColumn<ChargeRow> = {
  key: 'client',
  header: CHARGE_LIST_LABELS.client,
  card: 'title',
  render: (charge) => (
    <>
      <Text component="span" display="block" fz="sm" fw={500}>
        {charge.customerName}
      </Text>
      <Text component="span" display="block" fz="xs" c="dimmed">
        {charge.email}
      </Text>
    </>
  ),
};
const BEFORE_INSTALLMENTS: ReadonlyArray<DataColumn<ChargeRow>> = [
  CLIENT,
  { key: 'title', header: CHARGE_LIST_LABELS.charge, render: (charge) => charge.title },
  {
    key: 'method',
    header: CHARGE_LIST_LABELS.payment,
    render: (charge) => PAYMENT_METHOD_LABELS[charge.paymentMethod],
  },
  { key: 'expiration', header: CHARGE_LIST_LABELS.dueDate, render: (charge) => formatDate(charge.expirationDate) },
];
const INSTALLMENTS: DataColumn<ChargeRow> = {
  key: 'installments',
  header: CHARGE_LIST_LABELS.installmentsShort,
  align: 'right',
  render: (charge) => `${charge.installments}x`,
};
const AFTER_INSTALLMENTS: ReadonlyArray<DataColumn<ChargeRow>> = [
  {
    key: 'value',
    header: CHARGE_LIST_LABELS.value,
    align: 'right',
    card: 'aside',
    render: (charge) => <Money cents={charge.value} />,
  },
  {
    key: 'status',
    header: CHARGE_LIST_LABELS.status,
    card: 'aside',
    render: (charge) => <ChargeStatusBadge status={charge.status} refundedAmount={charge.refundedAmount} />,
  },
];
const COLUMNS = [...BEFORE_INSTALLMENTS, ...AFTER_INSTALLMENTS];
const COLUMNS_WITH_INSTALLMENTS = [...BEFORE_INSTALLMENTS, INSTALLMENTS, ...AFTER_INSTALLMENTS];

/** Filters, status tabs, table and pager of /cobrancas; all of it lives in the URL. */
export function ChargeList() {
  const [params, update] = useUrlParams();
  const filters = readFilters(params);
  const tab = readTab(params);
  const page = readPage(params);
  const charges = useCharges(toListQuery(filters, tab, page));
  const summary = useChargeSummary(toSummaryQuery(filters));
  const tabSummary = (key: string) =>
    summary.isError ? undefined : summary.data?.tabs.find((entry) => entry.tab === key);
  const showInstallments = hasFeature(useGrant(), 'view_charge_installments');
  useLoadErrorToast(charges.errorUpdatedAt, CHARGE_TEXTS.listLoadError);
  useClampedPage(page, charges, update);

  return (
    <Stack gap="md">
      <ChargeFilterBar filters={filters} status={tab} onApply={(next) => update(filterParams(next))} />
      <ChargeListSummary summary={tabSummary(tab)} loading={summary.isPending} />
      <Tabs
        value={tab}
        onChange={(next) =>
          next && update({ [CHARGE_PARAMS.status]: next === 'ALL' ? null : next, [PAGE_PARAM]: null })
        }
        keepMounted={false}
      >
        <ScrollingTabsList aria-label={CHARGE_TEXTS.statusTabs}>
          {CHARGE_TABS.map((entry) => (
            <Tabs.Tab key={entry.key} value={entry.key}>
              {tabLabel(entry.label, tabSummary(entry.key))}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value={tab} pt="md">
          <PagedTable
            label={CHARGE_TEXTS.listTitle}
            columns={showInstallments ? COLUMNS_WITH_INSTALLMENTS : COLUMNS}
            query={charges}
            page={page}
            onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
            rowKey={(charge) => charge.uuid}
            rowHref={chargeRowPath}
            pageSize={CHARGE_PAGING.list}
            empty={(failed) =>
              failed ? (
                <EmptyState
                  title={CHARGE_TEXTS.listLoadError}
                  action={
                    <Button variant="default" onClick={() => void charges.refetch()}>
                      {CHARGE_TEXTS.retry}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={CHARGE_MESSAGES.empty} />
              )
            }
            footer={
              charges.data?.capped && (
                <Text fz="sm" c="dimmed" role="status">
                  {CHARGE_TEXTS.capped(charges.data.totalElements)}
                </Text>
              )
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
