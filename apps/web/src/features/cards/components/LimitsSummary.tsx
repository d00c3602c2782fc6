import { Paper, SimpleGrid, Text } from '@mantine/core';
import { type CardLimitSummary } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** 'Saldos Fixos', the global limit and what remains of it (spec 4 §2, §3). */
export function LimitsSummary({ summary }: { summary: CardLimitSummary }) {
  const figures = [
    { label: T.fixedBalances, value: summary.fixedValue },
    { label: T.globalLimit, value: summary.totalValueBag },
    { label: T.remainingLimit, value: summary.availableValueVirtualCard },
  ];
  return (
    <SimpleGrid component="section" aria-label={T.limitsSummary} cols={{ base: 1, xs: 3 }} spacing="md">
      {figures.map(({ label, value }) => (
        <Paper key={label} component="dl" withBorder radius="md" p="md" m={0}>
          <Text component="dt" fz="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            <Money cents={value} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
