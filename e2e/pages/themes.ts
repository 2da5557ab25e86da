import type { BrowserContext, Page } from '@playwright/test';

export type Theme = 'dark' | 'light';

/**
 * The themes an accessibility check runs in (docs/TESTING.md). Both on each screen family with
 * colours of its own per theme (badges, cards, charts, danger zones: the shell and public pages,
 * events, dashboard, records, workflows, assets, profile); the default theme alone on screens drawn
 * only with the shared theme tokens and components, whose contrast in both themes those families
 * already check (dialogs, menus, alerts, form errors).
 */
export const THEMES_OF_OWN_COLOURS: readonly Theme[] = ['dark', 'light'];

/** The default theme, for screens drawn only with the shared tokens and components. */
export const SHARED_COLOURS_THEME: readonly Theme[] = ['dark'];

/**
 * Pages opened from here on take the theme "system", so they follow the colour scheme
 * seriousViolationsInThemes switches (e2e/pages/axe.ts) without loading again.
 */
export async function followSystemTheme(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => localStorage.setItem('ospo-events-theme', 'system'));
}

/**
 * Switches the system's colour scheme, as the operating system would, and waits until the page
 * (following it, see followSystemTheme) shows `theme`.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}
