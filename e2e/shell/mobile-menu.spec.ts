import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';

test.use({ storageState: DEMO_STATE, viewport: { width: 390, height: 844 } });

test('the collapsible menu opens, navigates and closes on a small screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Events Dashboard' })).toBeVisible();
});

test('the avatar menu offers Send Feedback and Theme on a small screen', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Send Feedback' })).toBeVisible();
  await expect(menu.getByText('Theme')).toBeVisible();
});
