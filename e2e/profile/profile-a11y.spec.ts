import { expect, test, type Page } from '@playwright/test';
import { ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { DEMO_STATE } from '../pages/auth-state';
import { SettingsPage } from '../pages/settings.page';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => {
  await followSystemTheme(page);
  await ensureSignedIn(page, 'demo');
});

const violations = (page: Page) => seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS);

// Read-only visits as demo: opening the edit form saves nothing.
test('the profile page, then its edit form with its messages', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  expect(await violations(page), 'profile page').toEqual([]);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await violations(page), 'edit form').toEqual([]);
});

test('the settings sections', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  for (const section of ['Profile', 'Notifications', 'Security'] as const) {
    await settings.section(section).click();
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    expect(await violations(page), section).toEqual([]);
  }
});
