import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { SponsorshipsPage } from '../pages/sponsorships.page';
import { createEvent } from './records-api';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/records/money-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the sponsorship form with a typed amount at ${width} px, ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      const event = await createEvent(page, 'Money Shots');
      const sponsorships = new SponsorshipsPage(page);
      await sponsorships.open(event.id);
      await sponsorships.startAdd();
      await sponsorships.fill({ sponsor: 'Acme', tier: 'Gold', amount: '$2,500' });
      await sponsorships.dialog.getByLabel('Contact Name').focus();
      await expect(sponsorships.dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(
        'USD',
      );
      await page.screenshot({ path: `${dir}/money-typed-${width}-${scheme}.png` });
      await sponsorships.fill({ amount: 'TBD' });
      await sponsorships.dialog.getByRole('button', { name: 'Add Sponsorship' }).click();
      await page.screenshot({ path: `${dir}/money-refused-${width}-${scheme}.png` });
    });
  }
}
