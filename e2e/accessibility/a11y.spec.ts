import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolations, seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

// The app's public pages follow the system's colour scheme: both themes in place.
test('home and sign-in have no serious accessibility violations in either theme', async ({
  page,
}) => {
  await followSystemTheme(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Event Management' })).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'home').toEqual([]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'sign-in').toEqual([]);
});

// The provider's pages are drawn by the server: they take the theme only as they load.
for (const theme of THEMES_OF_OWN_COLOURS) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    });

    test("the provider's sign-in and registration pages have no serious accessibility violations", async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByLabel('Username').fill('demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('signed in', () => {
  test.use({ storageState: DEMO_STATE });
  test('the signed-in shell has no serious accessibility violations', async ({ page }) => {
    await followSystemTheme(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
  });
});
