import { expect, test } from '@playwright/test';
import { ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { DEMO_STATE } from '../pages/auth-state';
import { SettingsPage } from '../pages/settings.page';
import { seriousViolations } from '../pages/axe';
import { THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));

// Read-only visits as demo: opening the edit form saves nothing.
for (const theme of THEMES_OF_OWN_COLOURS) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    });

    test('the profile page', async ({ page }) => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the profile edit form with its messages', async ({ page }) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Name').fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const section of ['Profile', 'Notifications', 'Security'] as const) {
      test(`the settings ${section} section`, async ({ page }) => {
        const settings = new SettingsPage(page);
        await settings.open();
        await settings.section(section).click();
        await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
