import type { PixFavorite } from '@cofre/contract';
import { FavoriteFormModal } from './FavoriteFormModal';
import { FavoritesListModal, type FavoritesMode } from './FavoritesListModal';

/**
 * Which favorites dialog is open: the list (managing, or choosing one for the payment) or the form
 * (new, prefilled with a typed key, or editing). The form opened from the list goes back to it.
 */
export type FavoritesView =
  | { kind: 'list'; mode: FavoritesMode }
  | { kind: 'form'; favorite: PixFavorite | null; key: string; back: FavoritesMode | null };

interface FavoritesModalsProps {
  view: FavoritesView | null;
  onView: (view: FavoritesView | null) => void;
  onChoose: (favorite: PixFavorite) => void;
}

/** Spec 4 §2 'Favorites modals': one dialog at a time, so the keyboard and screen readers have one place to be. */
export function FavoritesModals({ view, onView, onChoose }: FavoritesModalsProps) {
  const mode = view?.kind === 'list' ? view.mode : null;
  const form = view?.kind === 'form' ? view : null;
  return (
    <>
      <FavoritesListModal
        mode={mode}
        onClose={() => onView(null)}
        onChoose={(favorite) => {
          onView(null);
          onChoose(favorite);
        }}
        onEdit={(favorite) => mode && onView({ kind: 'form', favorite, key: favorite.key, back: mode })}
        onNew={() => mode && onView({ kind: 'form', favorite: null, key: '', back: mode })}
      />
      <FavoriteFormModal
        opened={form !== null}
        favorite={form?.favorite ?? null}
        initialKey={form?.key ?? ''}
        onClose={() => onView(form?.back ? { kind: 'list', mode: form.back } : null)}
      />
    </>
  );
}
