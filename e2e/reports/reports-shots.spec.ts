import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { ReportsPage } from '../pages/reports.page';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/reports/reports-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Reports and Exchange rates, ${theme}, ${width} px`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const shot = (name: string) =>
        page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage: true });
      const reports = new ReportsPage(page);
      await reports.open('?period=2026');
      await expect(reports.section('Events per month').getByRole('img').first()).toBeVisible();
      await shot('reports');
      await reports.showTable('Events per month');
      await shot('reports-table');
      await page.emulateMedia({ media: 'print' });
      await shot('reports-print');
      await page.emulateMedia({ media: 'screen' });
      await page.goto('/admin/exchange-rates');
      await expect(page.getByRole('heading', { name: 'Exchange rates' })).toBeVisible();
      await shot('exchange-rates');
    });
  }
}
