import { Card, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { DASHBOARD_MESSAGES } from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { CALENDAR_PROPS } from '../../../components/datePicker';
import { EmptyState } from '../../../components/EmptyState';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useRenderedLater } from '../../../lib/useRenderedLater';
import { useDashboard, type DashboardRange } from '../api/getDashboard';
import { HOME_TEXTS } from '../texts';
import { chartPoints, isEmptySeries } from './chartData';
import { RevenueBars } from './charts/RevenueBars';

export type RevenueView = 'WEEK' | 'MONTH';

interface RevenueChartCardProps {
  view: RevenueView;
  onViewChange: (view: RevenueView) => void;
  /** The week's first day, or any day of the month shown ('yyyy-MM-dd'). */
  anchor: string;
  onAnchorChange: (anchor: string) => void;
  /** The week or month shown (its figures are asked here, so only this card redraws when they arrive). */
  range: DashboardRange;
}

/**
 * The week/month revenue chart (spec 1 §2.10, §9): a week is the picked day and the six after it,
 * a month its bounds; the picker cannot go before the seller's first charge.
 */
export function RevenueChartCard({ view, onViewChange, anchor, onAnchorChange, range }: RevenueChartCardProps) {
  const revenue = useDashboard(range);
  useLoadErrorToast(revenue.errorUpdatedAt, DASHBOARD_MESSAGES.loadFailed);
  const dashboard = useRenderedLater(revenue.data);
  const failed = revenue.isError;
  const firstDay = dashboard?.firstChargeDate ?? undefined;
  const hasCharges = dashboard?.firstChargeDate != null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="revenue-title">
      <Group justify="space-between" align="end" mb="md" gap="sm">
        <Title order={2} fz="h4" id="revenue-title">
          {HOME_TEXTS.revenueTitle}
        </Title>
        <Group gap="sm" align="end">
          <SegmentedControl
            aria-label={HOME_TEXTS.viewLabel}
            value={view}
            onChange={(value) => onViewChange(value as RevenueView)}
            data={[
              { value: 'WEEK', label: HOME_TEXTS.week },
              { value: 'MONTH', label: HOME_TEXTS.month },
            ]}
          />
          {view === 'WEEK' ? (
            <DateField
              label={HOME_TEXTS.weekStart}
              value={anchor}
              onChange={(value) => value && onAnchorChange(value)}
              firstDay={firstDay}
              w={170}
            />
          ) : (
            <MonthPickerInput
              {...CALENDAR_PROPS}
              label={HOME_TEXTS.monthOf}
              value={anchor}
              onChange={(value) => value && onAnchorChange(String(value).slice(0, 10))}
              minDate={firstDay}
              valueFormat="MMMM [de] YYYY"
              w={190}
            />
          )}
        </Group>
      </Group>
      {!dashboard ? (
        failed ? (
          <EmptyState compact title={DASHBOARD_MESSAGES.loadFailed} />
        ) : (
          <Skeleton h={280} radius="md" />
        )
      ) : isEmptySeries(dashboard) ? (
        <EmptyState compact title={hasCharges ? DASHBOARD_MESSAGES.noRevenueInPeriod : DASHBOARD_MESSAGES.noRevenue} />
      ) : (
        <Stack gap={0} component="figure" m={0} aria-label={HOME_TEXTS.revenueChartLabel}>
          <RevenueBars points={chartPoints(dashboard)} caption={HOME_TEXTS.revenueChartLabel} />
        </Stack>
      )}
    </Card>
  );
}
