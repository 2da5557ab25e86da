import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell.page';
import { SignInPage } from '../pages/sign-in.page';

test('signs in through the built-in provider and shows the signed-in shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await new SignInPage(page).signIn('demo', 'demo');

  const shell = new Shell(page);
  for (const entry of [
    'Dashboard',
    'Events',
    'CFP Submissions',
    'Talks',
    'Attendees',
    'Trips',
    'Sponsorships',
    'Assets',
    'Stakeholders',
    'Workflows',
  ]) {
    await expect(shell.mainNav().getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Events' })).toBeVisible();
  const menu = await shell.openUserMenu();
  await expect(menu.getByText('Demo User')).toBeVisible();
  await expect(menu.getByText('demo@example.org')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
});

test('shows a clear message for a wrong password and stays on the provider page', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await page.getByRole('button', { name: 'Log In' }).click();
  await signIn.submitProviderLogin('demo', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await signIn.submitProviderLogin('demo', 'demo');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('redirects an already signed-in visitor of /login to the app root', async ({ page }) => {
  await new SignInPage(page).signIn('demo', 'demo');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
