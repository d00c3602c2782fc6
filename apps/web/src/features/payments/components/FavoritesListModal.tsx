import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { PIX_FAVORITE_MESSAGES, pixFavoriteListQuerySchema, type PixFavorite } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { SearchInput } from '../../../components/SearchInput';
import { useDeleteFavorite } from '../api/deleteFavorite';
import { useFavorites } from '../api/listFavorites';
import { useSetFavoriteActive } from '../api/setFavoriteActive';
import { PAYMENTS_TEXTS as T } from '../texts';
import { FavoriteListItem } from './FavoriteListItem';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

export type FavoritesMode = 'manage' | 'select';

const PAGE_SIZE = 10;
const SEARCH_MAX = pixFavoriteListQuerySchema.shape.search.unwrap().maxLength ?? 120;

interface FavoritesListModalProps {
  /** Null while closed. */
  mode: FavoritesMode | null;
  onClose: () => void;
  onChoose: (favorite: PixFavorite) => void;
  onEdit: (favorite: PixFavorite) => void;
  onNew: () => void;
}

/**
 * 'Favoritos PIX' (manage) or 'Selecionar Favorito PIX' (select, active favorites only): searched and
 * paged on the server (D19, D23), each with its active switch, edit and delete (asked first).
 */
export function FavoritesListModal({ mode, onClose, onChoose, onEdit, onNew }: FavoritesListModalProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<PixFavorite | null>(null);
  // The title while the dialog closes (mode is already null then).
  const [shownMode, setShownMode] = useState<FavoritesMode>('manage');
  if (mode !== null && mode !== shownMode) setShownMode(mode);
  const favorites = useFavorites(
    {
      search: search || undefined,
      active: shownMode === 'select' ? 'true' : undefined,
      page: page - 1,
      size: PAGE_SIZE,
    },
    mode !== null,
  );
  const toggle = useSetFavoriteActive();
  const remove = useDeleteFavorite();

  const setActive = (favorite: PixFavorite, active: boolean) =>
    toggle.mutate(
      { id: favorite.id, active },
      {
        onSuccess: () => pixSuccessToast(active ? PIX_FAVORITE_MESSAGES.activated : PIX_FAVORITE_MESSAGES.deactivated),
        onError: (error) =>
          pixErrorToast(errorText(error, PIX_FAVORITE_MESSAGES.statusError), PIX_FAVORITE_MESSAGES.statusError),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => pixSuccessToast(PIX_FAVORITE_MESSAGES.deleted),
      onError: (error) =>
        pixErrorToast(errorText(error, PIX_FAVORITE_MESSAGES.deleteError), PIX_FAVORITE_MESSAGES.deleteError),
      onSettled: () => setDeleting(null),
    });
  };

  const rows = favorites.data?.content;
  let list;
  if (favorites.isError && !favorites.data)
    list = (
      <EmptyState
        compact
        title={PIX_FAVORITE_MESSAGES.loadError}
        action={
          <Button variant="default" size="xs" onClick={() => void favorites.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else if (!rows)
    list = (
      <Text fz="sm" c="dimmed">
        {T.favoritesLoading}
      </Text>
    );
  else if (rows.length === 0) list = <EmptyState compact title={PIX_FAVORITE_MESSAGES.none} />;
  else
    list = (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: favorites.isPlaceholderData ? 0.6 : 1 }}
        aria-label={T.favoritesList}
      >
        {rows.map((favorite) => (
          <FavoriteListItem
            key={favorite.id}
            favorite={favorite}
            onChoose={shownMode === 'select' ? () => onChoose(favorite) : undefined}
            onToggle={(active) => setActive(favorite, active)}
            toggling={toggle.isPending && toggle.variables?.id === favorite.id}
            onEdit={() => onEdit(favorite)}
            onDelete={() => setDeleting(favorite)}
          />
        ))}
      </Stack>
    );

  return (
    <>
      <Modal
        opened={mode !== null && deleting === null}
        onClose={onClose}
        title={shownMode === 'select' ? PIX_FAVORITE_MESSAGES.selectTitle : PIX_FAVORITE_MESSAGES.manageTitle}
        size="lg"
        centered
      >
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <SearchInput
              value={search}
              label={T.searchFavorites}
              placeholder={T.searchFavoritesPlaceholder}
              maxLength={SEARCH_MAX}
              onSearch={(next) => {
                setSearch(next);
                setPage(1);
              }}
            />
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew}>
              {T.newFavorite}
            </Button>
          </Group>
          {list}
          {favorites.data && favorites.data.totalPages > 1 && (
            <Pager
              page={page}
              totalPages={favorites.data.totalPages}
              onChange={setPage}
              disabled={favorites.isPlaceholderData}
            />
          )}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={T.deleteFavoriteTitle}
        confirmLabel={T.deleteFavoriteConfirm}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? T.deleteFavoriteText(deleting.nickname) : ''}
      </ConfirmDialog>
    </>
  );
}
