import { expect, test } from '@playwright/test';
import { DEMO_STATE } from './pages/auth-state';
import { DiscoverPage } from './pages/discover.page';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/discover-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Discover and Conference data, ${theme}, ${width} px`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const discover = new DiscoverPage(page);
      await page.goto('/dashboard');
      await discover.waitForConferenceData();
      await discover.open();
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage });
      await shot('discover');
      await shot('discover-full', true);
      await discover.entries
        .getByRole('button', { name: /^Track / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('discover-track');
      await page.keyboard.press('Escape');
      await page.goto('/admin/conference-data');
      await expect(page.getByRole('heading', { name: 'Conference data' })).toBeVisible();
      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect(page.getByText('Sync failed')).toBeVisible({ timeout: 20_000 });
      await shot('conference-data', true);
    });
  }
}
