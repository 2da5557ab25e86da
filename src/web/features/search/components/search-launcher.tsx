import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@web/lib/auth/auth-context';

// Its own chunk: the first page's JavaScript carries only this launcher.
const SearchPalette = lazy(async () => ({
  default: (await import('./search-palette')).SearchPalette,
}));

/** Ctrl-K, or Cmd-K on a Mac; with Shift or Alt it is another shortcut. */
const isSearchShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' &&
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey;

/**
 * Opens the search palette: Ctrl/Cmd-K anywhere while signed in, or the function handed to
 * `children` (the header's search buttons). The palette's code loads on the first opening.
 */
export function SearchLauncher({ children }: { children: (openSearch: () => void) => ReactNode }) {
  const { authenticated } = useAuth();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (!authenticated) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [authenticated]);

  const openSearch = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  return (
    <>
      {children(openSearch)}
      {authenticated && used && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
