import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { DashboardPage } from '../pages/dashboard.page';
import { followSystemTheme, SHARED_COLOURS_THEME, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { seedMyWeek } from './my-week-seed';

test.use({ storageState: DEMO_STATE });

// Both themes once (the charts' colours differ); the phone layout changes places, not colours,
// so at 390 px the default theme.
test('/dashboard has no serious accessibility violations in either theme, nor at 390 px', async ({
  page,
}) => {
  // Three analyses of the whole dashboard.
  test.setTimeout(60_000);
  await followSystemTheme(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  // My week with lines (dates, people, links), not only its empty states.
  await seedMyWeek(page);
  await page.reload();
  await expect(dashboard.myWeek.getByTestId('my-week-line').first()).toBeVisible();
  // The chart's table is folded away by default: check it open too.
  await dashboard.section('Events per Month').getByText('Show as table').click();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), '1280 px').toEqual([]);

  await page.setViewportSize({ width: 390, height: 900 });
  await expect(dashboard.myWeek.getByTestId('my-week-line').first()).toBeVisible();
  expect(await seriousViolationsInThemes(page, SHARED_COLOURS_THEME), '390 px').toEqual([]);
});
