import { Box, Button, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { PIX_FAVORITE_MESSAGES, type DetectedPixKey, type PixFavorite } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';
import { FavoriteSummary } from './FavoriteSummary';

interface FavoritesDropdownProps {
  /** The key input's text. */
  typed: string;
  detected: DetectedPixKey | null;
  /** Up to 5 active favorites matching what is typed (all of them while nothing is). */
  suggestions: readonly PixFavorite[] | undefined;
  failed: boolean;
  onUse: () => void;
  onSave: () => void;
  onChoose: (favorite: PixFavorite) => void;
  onSeeAll: () => void;
  onManage: () => void;
}

/**
 * Spec 4 §2 'PIX key input': what was typed ('Usar esta chave:' or 'Chave inválida:') with 'Usar'
 * and 'Salvar', the suggested favorites ('Favoritos recentes' while the input is empty), then 'Ver
 * todos os favoritos' and the way to manage them. At most 16rem tall; it scrolls.
 */
export function FavoritesDropdown(props: FavoritesDropdownProps) {
  const { typed, detected, suggestions, failed, onUse, onSave, onChoose, onSeeAll, onManage } = props;
  const key = typed.trim();

  let list;
  if (failed)
    list = (
      <Text fz="sm" c="red">
        {PIX_FAVORITE_MESSAGES.loadError}
      </Text>
    );
  else if (!suggestions)
    list = (
      <Text fz="sm" c="dimmed">
        {T.favoritesLoading}
      </Text>
    );
  else if (suggestions.length === 0)
    list = (
      <Text fz="sm" c="dimmed">
        {PIX_FAVORITE_MESSAGES.none}
      </Text>
    );
  else
    list = (
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {suggestions.map((favorite) => (
          <li key={favorite.id}>
            <UnstyledButton
              onClick={() => onChoose(favorite)}
              w="100%"
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              bg="var(--mantine-color-default-hover)"
            >
              <FavoriteSummary favorite={favorite} />
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );

  return (
    <Box mah="16rem" p="sm" style={{ overflowY: 'auto' }}>
      <Stack gap="sm">
        {key && (
          <div>
            <Text fz="xs" c={detected ? 'dimmed' : 'red'}>
              {detected ? PIX_FAVORITE_MESSAGES.useThisKey : PIX_FAVORITE_MESSAGES.invalidKey}
            </Text>
            <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {key}
            </Text>
            {detected && (
              <Group gap="xs" mt={6}>
                <Button size="xs" onClick={onUse} aria-label={T.applyKeyLabel(key)}>
                  {T.applyKey}
                </Button>
                <Button size="xs" variant="default" onClick={onSave} aria-label={T.saveKeyLabel(key)}>
                  {T.saveKey}
                </Button>
              </Group>
            )}
          </div>
        )}
        {!key && (
          <Text component="h3" fz="sm" fw={600} m={0}>
            {PIX_FAVORITE_MESSAGES.recent}
          </Text>
        )}
        {list}
        <Divider />
        <Group gap="xs" justify="space-between">
          <Button size="xs" variant="subtle" onClick={onSeeAll}>
            {PIX_FAVORITE_MESSAGES.seeAll}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onManage}>
            {T.manageFavorites}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
