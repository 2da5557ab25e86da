import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell.page';
import { SignInPage } from '../pages/sign-in.page';

test('signs out of the app and the provider, and stays signed out', async ({ page }) => {
  await new SignInPage(page).signIn('demo', 'demo');
  await new Shell(page).logOut();

  const tokens = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.')),
  );
  expect(tokens).toEqual([]);

  // The silent single sign-on check must not sign the user straight back in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
