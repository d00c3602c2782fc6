import { Box, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatBRL, type ClientChargeTotals as Totals } from '@cofre/contract';
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
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
        {KINDS.map(({ key, label, color }) => {
          const figure = totals?.[key];
          return (
            <Paper key={key} withBorder radius="md" p="sm" miw={0}>
              <Text component="dt" fz="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} fz={{ base: 'sm', sm: 'lg' }} c={color} mih={28}>
                {figure ? (
                  formatBRL(figure.amount)
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
