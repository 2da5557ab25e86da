import { useCallback, useState } from 'react';
import { useIsPhone } from '@web/lib/use-media-query';

export const VIEW_MODES = ['cards', 'table', 'calendar', 'map'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Product-specific key under which the chosen view mode is remembered. */
export const VIEW_MODE_KEY = 'ospo-events-view-mode';

/** The stored view mode; cards when nothing (or something unknown) is stored. */
export function readViewMode(): ViewMode {
  try {
    const stored = localStorage.getItem(VIEW_MODE_KEY);
    return VIEW_MODES.includes(stored as ViewMode) ? (stored as ViewMode) : 'cards';
  } catch {
    return 'cards';
  }
}

/** View mode state that survives reloads. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies for this visit.
    }
  }, []);
  return [mode, choose];
}

/** The view shown for the chosen one: phones get the cards for the table, whose columns do not fit. */
export function useShownMode(mode: ViewMode): ViewMode {
  const phone = useIsPhone();
  return phone && mode === 'table' ? 'cards' : mode;
}
