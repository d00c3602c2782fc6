import { Box, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ClientChargeTotals as Totals } from '@cofre/contract';
import { Money } from '../../../components/Unbreakable';
import { CLIENT_TEXTS } from '../texts';

const KINDS = [
  { key: 'paid', label: CLIENT_TEXTS.totalsPaid, color: 'green' },
  { key: 'open', label: CLIENT_TEXTS.totalsOpen, color: 'blue' },
  { key: 'late', label: CLIENT_TEXTS.totalsLate, color: 'orange' },
] as const;

interface ClientChargeTotalsProps {
  totals: Totals | undefined;
  failed: boolean;
}

/**
 * Pagas, Em aberto and Atrasadas of a client: how many and how much. Same height loading, loaded or
 * failed (then a dash), so nothing below moves when the figures arrive.
 */
export function ClientChargeTotals({ totals, failed }: ClientChargeTotalsProps) {
  return (
    <Box component="section" aria-label={CLIENT_TEXTS.totalsLabel} aria-busy={!totals && !failed}>
      {/* A phone's third of a row cannot hold a total in the thousands on one line: one card per row there. */}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
        {KINDS.map(({ key, label, color }) => {
          const figure = totals?.[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm" miw={0}>
              <Text component="dt" fz="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} fz={{ base: 'sm', sm: 'lg' }} c={color} mih={28}>
                {figure ? (
                  <Money cents={figure.amount} />
                ) : failed ? (
                  '—'
                ) : (
                  <Skeleton component="span" display="block" h={20} w="80%" />
                )}
              </Text>
              <Text component="dd" m={0} fz="xs" c="dimmed" mih={18}>
                {figure && CLIENT_TEXTS.totalsCount(figure.count)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
