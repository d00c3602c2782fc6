import { useState } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_MESSAGES, monthRange, weekRange } from '@cofre/contract';
import { businessToday } from '../../../lib/businessDate';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint';
import { CreateChargeMenu } from '../components/CreateChargeMenu';
import { DashboardBalance } from '../components/DashboardBalance';
import { LatestNotificationsCard } from '../components/LatestNotificationsCard';
import { MetricsCard } from '../components/MetricsCard';
import { ReceivablesCard } from '../components/ReceivablesCard';
import { RevenueChartCard, type RevenueView } from '../components/RevenueChartCard';
import { SummaryCard } from '../components/SummaryCard';

/**
 * '/': the seller dashboard 'Olá, Bem-vindo!' (spec 1 §2.10): balance, the revenue chart with its
 * 'Recebíveis' of the same period, the metrics of a period of the list, the account and the latest
 * notifications. Every figure comes from the server (docs/dashboard.md).
 */
export default function HomePage() {
  const session = useSession();
  // The list reads the charges: a profile without them (FINANCE) never calls it (a 403 ends the session).
  const seesCharges = useCan('charges.read');
  const [today] = useState(businessToday);
  const [view, setView] = useState<RevenueView>('WEEK');
  const [anchor, setAnchor] = useState(today);
  const chartRange = view === 'WEEK' ? weekRange(anchor) : monthRange(anchor);
  // The heading, the balance and the chart (what a phone shows first) paint before the cards below
  // them are rendered: the first paint waits for less (docs/web-performance.md, "…the cards below the fold").
  const belowTheFold = useAfterFirstPaint();
  if (!session) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1}>{DASHBOARD_MESSAGES.welcome}</Title>
          <Text c="dimmed">{session.user.sellerName}</Text>
        </div>
        <CreateChargeMenu />
      </Group>
      <DashboardBalance />
      <RevenueChartCard
        view={view}
        onViewChange={(next) => {
          setView(next);
          setAnchor(next === 'WEEK' ? today : monthRange(anchor).startDate);
        }}
        anchor={anchor}
        onAnchorChange={setAnchor}
        range={chartRange}
      />
      {belowTheFold && (
        <>
          {seesCharges && <ReceivablesCard range={chartRange} />}
          <MetricsCard today={today} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <SummaryCard user={session.user} />
            <LatestNotificationsCard />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
