import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatBRL, type PixPaymentPage } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

type Summary = PixPaymentPage['summary'];

const TILES: ReadonlyArray<{ key: keyof Summary; label: string; show: (value: number) => string }> = [
  { key: 'pending', label: T.tilePending, show: String },
  { key: 'approved', label: T.tileApproved, show: String },
  { key: 'rejected', label: T.tileRejected, show: String },
  { key: 'total', label: T.tileTotal, show: formatBRL },
];

/** Spec 4 §2 'Approval list': Pendentes, Aprovados, Rejeitados and the total amount, over everything the filters match. */
export function SummaryTiles({ summary }: { summary: Summary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={T.summaryLabel}>
      {TILES.map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="sm" role="region" aria-label={tile.label}>
          <Text fz="xs" c="dimmed">
            {tile.label}
          </Text>
          {summary ? (
            <Text fz="lg" fw={700}>
              {tile.show(summary[tile.key])}
            </Text>
          ) : (
            <Skeleton h={24} mt={4} w="60%" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
