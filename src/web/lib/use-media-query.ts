import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now; follows changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  // Stable per query, so React keeps one listener instead of resubscribing on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the small breakpoint (Tailwind's `sm`, 40rem): phones, where lists show cards. */
export function useIsPhone(): boolean {
  return useMediaQuery('(width < 40rem)');
}
