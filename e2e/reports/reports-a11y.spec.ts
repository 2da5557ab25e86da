import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { ReportsPage } from '../pages/reports.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });

test('/reports and Admin → Exchange rates have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await followSystemTheme(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const reports = new ReportsPage(page);
  await reports.open('?period=2026');
  await expect(reports.section('Events per month').getByRole('img').first()).toBeVisible();
  // The tables folded under the charts are checked open too.
  for (const title of ['Acceptance rate over time', 'Events per month'])
    await reports.section(title).getByText('Show as table').click();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), '/reports').toEqual([]);

  await page.goto('/admin/exchange-rates');
  await expect(page.getByRole('heading', { name: 'Exchange rates' })).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'rates').toEqual([]);
});
