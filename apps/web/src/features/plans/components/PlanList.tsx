import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { Link } from 'react-router';
import { formatBRL, PERIODICITY_LABELS, PLAN_LIMITS, PLAN_MESSAGES, type Plan } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { Nowrap } from '../../../components/Unbreakable';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, readPage, useUrlParams, useClampedPage } from '../../../lib/useUrlParams';
import { usePlans } from '../api/listPlans';
import { planPath } from '../links';
import { PLANS_TEXTS } from '../texts';
import { PlanActiveSwitch } from './PlanActiveSwitch';
import { SearchInput } from '../../../components/SearchInput';

export const SEARCH_PARAM = 'busca';

const methodsOf = (plan: Plan) =>
  [
    plan.enableBankSlip && PLANS_TEXTS.bankSlip,
    plan.enableCreditCard && PLANS_TEXTS.creditCard,
    plan.enablePixPayment && PLANS_TEXTS.pix,
  ].filter((method) => method !== false);

const COLUMNS: ReadonlyArray<DataColumn<Plan>> = [
  {
    key: 'title',
    header: PLANS_TEXTS.columnTitle,
    render: (plan) => (
      <Text component="span" fz="sm" fw={500}>
        {plan.title}
      </Text>
    ),
  },
  // Next to the title, so a phone sees it without scrolling the table sideways.
  { key: 'active', header: PLANS_TEXTS.columnActive, render: (plan) => <PlanActiveSwitch plan={plan} /> },
  {
    key: 'prices',
    header: PLANS_TEXTS.columnPrices,
    card: 'wide',
    render: (plan) =>
      plan.basicValues.map((price) => (
        <Text key={price.type} component="span" display="block" fz="sm">
          <Nowrap>{PLANS_TEXTS.pricePerMonth(PERIODICITY_LABELS[price.type], formatBRL(price.valuePerMonth))}</Nowrap>
          {price.value !== price.valuePerMonth && (
            <>
              {' '}
              <Nowrap>{PLANS_TEXTS.priceTotal(formatBRL(price.value))}</Nowrap>
            </>
          )}
        </Text>
      )),
  },
  {
    key: 'methods',
    header: PLANS_TEXTS.columnMethods,
    render: (plan) => (
      <Group gap={4}>
        {methodsOf(plan).map((method) => (
          <Badge key={method} variant="light" size="sm">
            {method}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    key: 'edit',
    header: PLANS_TEXTS.columnActions,
    align: 'right',
    // A phone's card is itself the link to the plan: a pencil there would only repeat it.
    card: 'hidden',
    render: (plan) => (
      <ActionIcon
        component={Link}
        to={planPath(plan.id)}
        variant="subtle"
        aria-label={PLANS_TEXTS.editPlanLabel(plan.title)}
      >
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
    ),
  },
];

/** Search, table and pager of /meus-planos; search and page live in the URL (?busca=&pagina=). */
export function PlanList() {
  const [params, update] = useUrlParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = readPage(params);
  const plans = usePlans({ search, page: page - 1, size: PLAN_LIMITS.pageSize });
  useLoadErrorToast(plans.errorUpdatedAt, PLAN_MESSAGES.loadFailed);
  useClampedPage(page, plans, update);

  return (
    <Stack gap="md">
      <SearchInput
        label={PLANS_TEXTS.searchLabel}
        placeholder={PLAN_MESSAGES.searchPlaceholder}
        // The API's limit for a search term (planListQuerySchema).
        maxLength={60}
        value={search}
        // A new search starts on page 1; typing replaces the history entry instead of adding one per pause.
        onSearch={(next) => update({ [SEARCH_PARAM]: next, [PAGE_PARAM]: null }, { replace: true })}
      />
      <PagedTable
        label={PLANS_TEXTS.listTitle}
        columns={COLUMNS}
        query={plans}
        page={page}
        onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
        rowKey={(plan) => plan.id}
        rowHref={(plan) => planPath(plan.id)}
        pageSize={PLAN_LIMITS.pageSize}
        rowHeight={88}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={PLAN_MESSAGES.loadFailed}
              action={
                <Button variant="default" onClick={() => void plans.refetch()}>
                  {PLANS_TEXTS.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={PLAN_MESSAGES.empty} />
          )
        }
      />
    </Stack>
  );
}
