import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { showTheme, type Theme } from './themes';

/** axe's serious and critical violations on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are collected in full: the passes and inapplicable nodes this never reads
  // were a fifth of each analysis. Legacy mode runs axe in the page itself: the default opens a
  // new tab per analysis (a renderer process, axe loaded into it again) to merge frames' results
  // across origins, which the app, without frames, never needs; 0.7 s an analysis instead of 1.7.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * seriousViolations in each of `themes`, on the page as it stands (a dialog open, a menu shown),
 * so the journey to it runs once: the page follows the system's colour scheme (followSystemTheme
 * before it loads), which is switched here as the operating system would. Lines name the theme.
 */
export async function seriousViolationsInThemes(
  page: Page,
  themes: readonly Theme[],
  include?: string,
): Promise<string[]> {
  // Colours fade between themes (transition-colors): without the fade axe reads the new theme's
  // colours at once, not a mixture of both.
  const noFades = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const found: string[] = [];
  try {
    for (const theme of themes) {
      await showTheme(page, theme);
      for (const line of await seriousViolations(page, include)) found.push(`${theme}: ${line}`);
    }
  } finally {
    await noFades.evaluate((style) => (style as Element).remove());
  }
  return found;
}
