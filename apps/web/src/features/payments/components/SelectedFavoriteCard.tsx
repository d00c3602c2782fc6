import { useId } from 'react';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { PixFavorite } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';
import { FavoriteSummary } from './FavoriteSummary';

/** Spec 4 §2: the chosen favorite in a green card (nickname, beneficiary, key type, formatted key) with a clear button. */
export function SelectedFavoriteCard({ favorite, onClear }: { favorite: PixFavorite; onClear: () => void }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-green-light)"
      style={{ borderColor: 'var(--mantine-color-green-6)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text id={titleId} fz="xs" c="green.9" fw={500}>
            {T.selectedFavorite}
          </Text>
          <FavoriteSummary favorite={favorite} />
        </div>
        <CloseButton aria-label={T.clearFavorite} onClick={onClear} />
      </Group>
    </Paper>
  );
}
