import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** `?page=` (from 1) as a page index from 0; anything else is the first page. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/**
 * A list's page, kept in the address (`?page=2`) so reload, Back and a shared link show the same
 * rows. When `filtersKey` (the list's filters and sort, serialised) changes, the list goes back to
 * its first page.
 */
export function usePageParam(filtersKey: string): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));

  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 0) params.set('page', String(next + 1));
          else params.delete('page');
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const shownFor = useRef(filtersKey);
  const paged = page > 0;
  useEffect(() => {
    if (shownFor.current === filtersKey) return;
    shownFor.current = filtersKey;
    if (paged) setPage(0, true);
  }, [filtersKey, paged, setPage]);

  return [page, setPage];
}
