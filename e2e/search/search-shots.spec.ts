import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { createSearchableEvent, partOf, SearchPalette } from '../pages/search.page';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/search/search-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`search palette, ${theme}, ${width} px`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const shot = (name: string) =>
        page.screenshot({ path: `${dir}/search-${name}-${theme}-${width}.png` });
      await page.goto('/dashboard');
      const event = await createSearchableEvent(page, 'Quokka Shots Conference');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const palette = new SearchPalette(page);
      await expect(palette.input).toBeFocused({ timeout: 15_000 });
      await shot('empty');
      await palette.search(partOf(event.name), new RegExp(event.name));
      await shot('results');
      await palette.input.fill('zzzz nothing here');
      await expect(palette.dialog.getByText(/No records match/)).toBeVisible({ timeout: 15_000 });
      await shot('none');
      await page.keyboard.press('Escape');
      if (width < 500) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await shot('mobile-menu');
      } else {
        await shot('header');
      }
    });
  }
}
