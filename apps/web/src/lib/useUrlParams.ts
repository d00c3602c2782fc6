import { useCallback, useEffect } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** The page lives in the URL 1-based as '?pagina=2' (absent on page 1). */
export const PAGE_PARAM = 'pagina';

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function pageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}

/**
 * The query string as screen state (design §6): a reload, a shared link or back/forward shows the
 * same view. `update` sets several keys at once; null removes one.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, options?: NavigateOptions) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }, options),
    [setParams],
  );
  return [params, update] as const;
}

type UpdateParams = ReturnType<typeof useUrlParams>[1];

/**
 * A page past the end of a list (an old link, a narrower search, rows removed since) shows its last
 * page instead: the URL is corrected once the list's total has arrived.
 */
export function useClampedPage(
  page: number,
  list: { isPlaceholderData: boolean; data?: { totalPages: number } },
  update: UpdateParams,
) {
  const lastPage = list.isPlaceholderData ? 0 : (list.data?.totalPages ?? 0);
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) update({ [PAGE_PARAM]: pageParam(lastPage) }, { replace: true });
  }, [lastPage, page, update]);
}
