import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
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

test('a sign-out link from elsewhere asks first; only its button signs out of the provider', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.signIn('demo', 'demo');
  const forgetAppTokens = () =>
    page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('oidc.')) localStorage.removeItem(key);
    });

  // What a link on any other site does: a plain GET without the app's ID token.
  await page.goto('/oidc/session/end');
  const heading = page.getByRole('heading', { name: 'Sign out?', level: 1 });
  await expect(heading).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('ospo-events-theme', 'light'));
  await page.reload();
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    false,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The provider still knows demo: without the app's tokens, its silent check signs demo back in.
  await forgetAppTokens();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/oidc/session/end');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await forgetAppTokens();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn.open();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
