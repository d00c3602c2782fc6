import { useState, type ReactNode } from 'react';
import { Card, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  DASHBOARD_LABELS,
  DASHBOARD_MESSAGES,
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  periodRange,
  type DashboardPeriod,
} from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { useRenderedLater } from '../../../lib/useRenderedLater';
import { useDashboard } from '../api/getDashboard';
import { HOME_TEXTS } from '../texts';
import { chartPoints, isEmptySeries } from './chartData';
import { MetricsLines } from './charts/MetricsLines';
import { Money } from '../../../components/Unbreakable';

interface MetricsCardProps {
  /** The business day the periods count back from ('yyyy-MM-dd'). */
  today: string;
}

/** 12,34 % from basis points. */
const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}%`;

function Metric({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {/* Two metrics share a phone's row: a value in the millions, on one line, must fit its box. */}
      <Text fz={{ base: 'sm', xs: 'md' }} fw={700}>
        {value}
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** The metrics of spec 1 §2.10 for a period of the list, and their graph. */
export function MetricsCard({ today }: MetricsCardProps) {
  const [period, setPeriod] = useState<DashboardPeriod>('MONTH');
  const metrics = useDashboard(periodRange(period, today));
  const dashboard = useRenderedLater(metrics.data);
  const failed = metrics.isError;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="metrics-title">
      <Group justify="space-between" align="end" mb="md">
        <Title order={2} fz="h4" id="metrics-title">
          {HOME_TEXTS.metricsTitle}
        </Title>
        <NativeSelect
          label={HOME_TEXTS.period}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value as DashboardPeriod)}
          data={DASHBOARD_PERIODS.map((value) => ({ value, label: DASHBOARD_PERIOD_LABELS[value] }))}
          w={200}
        />
      </Group>
      {!dashboard ? (
        failed ? (
          <EmptyState compact title={DASHBOARD_MESSAGES.loadFailed} />
        ) : (
          <Skeleton h={320} radius="md" />
        )
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Metric
              label={DASHBOARD_LABELS.paidAmount}
              value={<Money cents={dashboard.paidAmount} />}
              detail={HOME_TEXTS.charges(dashboard.paidCount)}
            />
            <Metric
              label={DASHBOARD_LABELS.lateAmount}
              value={<Money cents={dashboard.lateAmount} />}
              detail={HOME_TEXTS.charges(dashboard.lateCount)}
            />
            <Metric
              label={DASHBOARD_LABELS.scheduledAmount}
              value={<Money cents={dashboard.scheduledAmount} />}
              detail={HOME_TEXTS.charges(dashboard.scheduledCount)}
            />
            <Metric label={DASHBOARD_LABELS.defaultRate} value={percent(dashboard.defaultRate)} />
            <Metric label={DASHBOARD_LABELS.timeSaved} value={HOME_TEXTS.minutes(dashboard.timeSaved)} />
            <Metric label={DASHBOARD_LABELS.newBuyerQty} value={dashboard.newBuyerQty.toLocaleString('pt-BR')} />
          </SimpleGrid>
          {isEmptySeries(dashboard) ? (
            <EmptyState compact title={DASHBOARD_MESSAGES.noCharges} />
          ) : (
            <Stack gap={0} component="figure" m={0} aria-label={HOME_TEXTS.metricsChartLabel}>
              <MetricsLines points={chartPoints(dashboard)} caption={HOME_TEXTS.metricsChartLabel} />
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}
