import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type Balance } from '@cofre/contract';
import { FINANCE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

const CARDS = [
  { key: 'amount', label: FINANCE_TEXTS.available, hint: FINANCE_TEXTS.availableHint },
  { key: 'provisionedAmount', label: FINANCE_TEXTS.toBeReleased, hint: FINANCE_TEXTS.toBeReleasedHint },
  { key: 'totalAmount', label: FINANCE_TEXTS.total, hint: FINANCE_TEXTS.totalHint },
] as const;

/** The three balance cards of spec 3 §2 (available, to be released, total); skeletons while loading. */
export function BalanceCards({ balance }: { balance: Balance | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-label={FINANCE_TEXTS.balancesLabel}>
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder p="md" radius="md" role="region" aria-label={card.label}>
          <Text fz="sm" c="dimmed">
            {card.label}
          </Text>
          {balance ? (
            <Text fz="xl" fw={700} mt={4} data-testid={`balance-${card.key}`}>
              <Money cents={balance[card.key]} />
            </Text>
          ) : (
            <Skeleton h={28} mt={4} w="60%" />
          )}
          <Text fz="xs" c="dimmed" mt={4}>
            {card.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
