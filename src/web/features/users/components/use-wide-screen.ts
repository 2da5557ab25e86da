import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Whether the viewport is at Tailwind's lg breakpoint or wider (where settings show a side menu). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
