import { useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Anchor, Card, Group, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_RECEIVABLE_LABELS,
  DASHBOARD_RECEIVABLE_TABS,
  DASHBOARD_RECEIVABLES_SIZE,
  type ChargeTab,
} from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useRenderedLater } from '../../../lib/useRenderedLater';
import { ChargeSummaryTable, chargesQuery } from '../../charges';
import type { DashboardRange } from '../api/getDashboard';
import { HOME_TEXTS } from '../texts';

/**
 * 'Recebíveis' (spec 1 §2.10): the charges due in the chart's period, newest due date first, by tab
 * (Todas, Pagas, Atrasadas, Agendadas), ten at a time; 'ver todos' opens the charges list.
 */
export function ReceivablesCard({ range }: { range: DashboardRange }) {
  const [tab, setTab] = useState<ChargeTab>('ALL');
  const [page, setPage] = useState(1);
  const charges = useQuery({
    ...chargesQuery({
      status: tab,
      expirationDateInitial: range.startDate,
      expirationDateFinal: range.endDate,
      sort: 'expirationDate,DESC',
      page: page - 1,
      size: DASHBOARD_RECEIVABLES_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  useLoadErrorToast(charges.errorUpdatedAt, DASHBOARD_MESSAGES.receivablesLoadFailed);
  const answer = useRenderedLater(charges.data);
  const shown = { ...charges, data: answer };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="receivables-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="receivables-title">
          {HOME_TEXTS.receivablesTitle}
        </Title>
        <Anchor component={Link} to="/cobrancas" fz="sm">
          {HOME_TEXTS.seeAllCharges}
        </Anchor>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as ChargeTab | null) ?? 'ALL');
          setPage(1);
        }}
        keepMounted={false}
      >
        <ScrollingTabsList aria-label={HOME_TEXTS.receivablesTabs}>
          {DASHBOARD_RECEIVABLE_TABS.map((item) => (
            <Tabs.Tab key={item.key} value={item.key}>
              {item.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value={tab} pt="sm">
          <ChargeSummaryTable
            variant="charges"
            label={HOME_TEXTS.receivablesLabel}
            query={shown}
            page={page}
            onPageChange={setPage}
            pageSize={DASHBOARD_RECEIVABLES_SIZE}
            statusLabels={DASHBOARD_RECEIVABLE_LABELS}
            empty={(failed) => (
              <EmptyState
                compact
                title={failed ? DASHBOARD_MESSAGES.receivablesLoadFailed : DASHBOARD_MESSAGES.noCharges}
              />
            )}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
