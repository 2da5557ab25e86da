import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Theme } from './themes';

/** axe's serious and critical violations on the page (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are collected in full: the passes and inapplicable nodes this never reads
  // were a fifth of each analysis.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
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
  const found: string[] = [];
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      theme === 'dark',
    );
    // Colours fade between themes (transition-colors): check them once they have arrived.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    for (const line of await seriousViolations(page, include)) found.push(`${theme}: ${line}`);
  }
  return found;
}
