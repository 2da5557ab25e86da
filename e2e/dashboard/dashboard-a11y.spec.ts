import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { DashboardPage } from '../pages/dashboard.page';
import { seedMyWeek } from './my-week-seed';

test.use({ storageState: DEMO_STATE });

// Both themes once (the charts' colours differ); the phone layout changes places, not colours.
for (const [theme, width] of [
  ['dark', 1280],
  ['light', 1280],
  ['dark', 390],
] as const) {
  test(`/dashboard has no serious accessibility violations in the ${theme} theme at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    // My week with lines (dates, people, links), not only its empty states.
    await seedMyWeek(page);
    await page.reload();
    await expect(dashboard.myWeek.getByTestId('my-week-line').first()).toBeVisible();
    // The chart's table is folded away by default: check it open too.
    await dashboard.section('Events per Month').getByText('Show as table').click();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
