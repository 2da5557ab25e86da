import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';

test.describe('signed out', () => {
  // One page visits them all (each a full load, as a typed address is): a test per path paid a
  // browser page of its own for one redirect. Soft checks report every path that fails.
  test('every signed-in screen sends the visitor to /login', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/events',
      '/events/1',
      '/assets',
      '/approval-workflows',
      '/profile',
      '/settings',
    ]) {
      await page.goto(path);
      await expect.soft(page, path).toHaveURL(/\/login$/);
      await expect.soft(page.getByRole('button', { name: 'Log In' }), path).toBeVisible();
    }
  });

  test('public pages stay reachable', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.use({ storageState: DEMO_STATE });

  test('a 401 from the API signs the user out once and lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Break the stored access token so the next API call is refused.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:'))) {
        const user = JSON.parse(localStorage.getItem(key)!);
        user.access_token = `${user.access_token.slice(0, -4)}AAAA`;
        localStorage.setItem(key, JSON.stringify(user));
      }
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
