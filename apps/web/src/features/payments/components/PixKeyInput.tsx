import { useId, useState, type Ref } from 'react';
import { ActionIcon, Badge, Group, Popover, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import {
  detectPixKey,
  formatPixKey,
  PIX_FAVORITE_MESSAGES,
  PIX_FAVORITE_SUGGESTIONS,
  PIX_KEY_TYPE_LABELS,
  PIX_PAYMENT_MESSAGES,
  type PixFavorite,
} from '@cofre/contract';
import { useFavorites } from '../api/listFavorites';
import { PAYMENTS_TEXTS as T } from '../texts';
import { FavoritesDropdown } from './FavoritesDropdown';
import { FavoritesModals, type FavoritesView } from './FavoritesModals';
import { SelectedFavoriteCard } from './SelectedFavoriteCard';
import { pixSuccessToast } from './toasts';

const SEARCH_DELAY_MS = 300;

interface PixKeyInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The server's word on the key (a 400 naming it), shown under the field. */
  error?: string;
  favorite: PixFavorite | null;
  onFavorite: (favorite: PixFavorite | null) => void;
}

/**
 * Spec 4 §2/§5 'PIX key input': the key with a badge of its detected type, a red border and 'Chave
 * PIX inválida' when it is not a key, a green one when it is; the favorites dropdown (searched on the
 * server while typing, D19/D23) and its modals. Without favorites the field still works.
 */
export function PixKeyInput({ value, onChange, onBlur, inputRef, error, favorite, onFavorite }: PixKeyInputProps) {
  const [opened, setOpened] = useState(false);
  const dropdownTitleId = useId();
  const [view, setView] = useState<FavoritesView | null>(null);
  const detected = detectPixKey(value);
  const invalid = value.trim() !== '' && detected === null;
  // A whole key is searched as the favorites store it (digits, lower case); anything else as typed.
  const [search] = useDebouncedValue(detected?.key ?? value.trim(), SEARCH_DELAY_MS);
  const suggestions = useFavorites({ active: 'true', size: PIX_FAVORITE_SUGGESTIONS, search: search || undefined });
  const unavailable = suggestions.isError && !suggestions.data;

  const change = (next: string) => {
    onChange(next);
    if (favorite && next !== favorite.key) onFavorite(null);
  };
  const choose = (chosen: PixFavorite) => {
    setOpened(false);
    onChange(chosen.key);
    onFavorite(chosen);
    pixSuccessToast(T.favoriteChosen(chosen.nickname));
  };
  const applyTyped = () => {
    if (!detected) return;
    setOpened(false);
    change(value.trim());
    pixSuccessToast(T.keyUsing(formatPixKey(detected.type, detected.key)), PIX_PAYMENT_MESSAGES.keyDefined);
  };
  const open = (next: FavoritesView) => {
    setOpened(false);
    setView(next);
  };

  return (
    <Stack gap="xs">
      <TextInput
        ref={inputRef}
        label={T.key}
        required
        placeholder={unavailable ? PIX_FAVORITE_MESSAGES.unavailablePlaceholder : T.keyPlaceholder}
        autoComplete="off"
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={onBlur}
        error={invalid ? PIX_PAYMENT_MESSAGES.keyInvalid : error}
        styles={detected ? { input: { borderColor: 'var(--mantine-color-green-6)' } } : undefined}
        leftSection={<IconKey size={16} aria-hidden="true" />}
        rightSectionWidth={detected ? 150 : 40}
        rightSectionPointerEvents="all"
        rightSection={
          <Group gap={4} wrap="nowrap" justify="flex-end" pr={4} w="100%">
            {detected && (
              <Badge variant="light" color="green" size="sm" role="status" aria-label={T.keyTypeBadge(detected.type)}>
                {PIX_KEY_TYPE_LABELS[detected.type]}
              </Badge>
            )}
            <Popover
              opened={opened}
              onChange={setOpened}
              position="bottom-end"
              width={320}
              trapFocus
              returnFocus
              shadow="md"
              keepMounted={false}
            >
              <Popover.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={T.openFavorites}
                  aria-expanded={opened}
                  aria-haspopup="dialog"
                  onClick={() => setOpened((current) => !current)}
                >
                  <IconStar size={16} aria-hidden="true" />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown role="dialog" aria-labelledby={dropdownTitleId} p={0}>
                <VisuallyHidden id={dropdownTitleId}>{T.favoritesDropdown}</VisuallyHidden>
                <FavoritesDropdown
                  typed={value}
                  detected={detected}
                  suggestions={suggestions.data?.content}
                  failed={unavailable}
                  onUse={applyTyped}
                  onSave={() => open({ kind: 'form', favorite: null, key: value.trim(), back: null })}
                  onChoose={choose}
                  onSeeAll={() => open({ kind: 'list', mode: 'select' })}
                  onManage={() => open({ kind: 'list', mode: 'manage' })}
                />
              </Popover.Dropdown>
            </Popover>
          </Group>
        }
      />
      {favorite && <SelectedFavoriteCard favorite={favorite} onClear={() => onFavorite(null)} />}
      <FavoritesModals view={view} onView={setView} onChoose={choose} />
    </Stack>
  );
}
