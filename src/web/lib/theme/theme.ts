export type Theme = 'light' | 'dark' | 'system';

/** Shared with public/boot.js and the provider's sign-in pages: keep the key and values. */
export const THEME_STORAGE_KEY = 'ospo-events-theme';
export const DEFAULT_THEME: Theme = 'dark';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

/** The stored choice, or dark when nothing (or nonsense) is stored. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Light or dark, following the operating system for 'system'. */
export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts the `dark` class on <html> (Tailwind's dark variant keys on it). */
export function applyTheme(resolved: 'light' | 'dark'): void {
  document.documentElement.classList.toggle('dark', resolved === 'dark');
}
