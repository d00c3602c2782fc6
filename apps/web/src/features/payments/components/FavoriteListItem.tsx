import { ActionIcon, Button, Group, Paper, Switch } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { PixFavorite } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';
import { FavoriteSummary } from './FavoriteSummary';

interface FavoriteListItemProps {
  favorite: PixFavorite;
  /** Select mode: 'Selecionar' puts it in the payment. */
  onChoose?: () => void;
  onToggle: (active: boolean) => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One favorite of the modal: what it is, its active switch, edit and delete (and choose, in select mode). */
export function FavoriteListItem({ favorite, onChoose, onToggle, toggling, onEdit, onDelete }: FavoriteListItemProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <FavoriteSummary favorite={favorite} />
        </div>
        <Group gap="xs" wrap="nowrap">
          <Switch
            size="sm"
            label={T.favoriteActive}
            aria-label={T.favoriteActiveLabel(favorite.nickname)}
            checked={favorite.active}
            disabled={toggling}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
          <ActionIcon variant="subtle" color="gray" aria-label={T.editFavorite(favorite.nickname)} onClick={onEdit}>
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={T.deleteFavorite(favorite.nickname)} onClick={onDelete}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
          {onChoose && (
            <Button size="xs" onClick={onChoose} aria-label={T.chooseFavoriteLabel(favorite.nickname)}>
              {T.chooseFavorite}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
