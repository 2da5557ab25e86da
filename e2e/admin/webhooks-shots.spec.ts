import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/admin/webhooks-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Webhooks, ${theme}, ${width} px`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage });
      await page.goto('/admin/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
      await dialog.getByLabel(/^URL/).fill(`http://127.0.0.1:9/shots-${theme}-${width}`);
      await dialog.getByLabel('Description').fill(`Shots ${theme} ${width}`);
      await dialog.getByRole('checkbox', { name: 'Event created' }).check();
      await shot('webhooks-add');
      await dialog.getByRole('button', { name: 'Add Webhook' }).click();
      await expect(page.getByRole('dialog', { name: 'Signing secret' })).toBeVisible();
      await shot('webhooks-secret');
      await page.getByRole('button', { name: 'Done' }).click();
      await shot('webhooks-list', true);
      await page.getByRole('link', { name: `http://127.0.0.1:9/shots-${theme}-${width}` }).click();
      await page.getByRole('button', { name: 'Send Test' }).click();
      await shot('webhook-page', true);
    });
  }
}
