import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell.page';
import { SignInPage } from '../pages/sign-in.page';

test('registers a new account and lands signed in', async ({ page }) => {
  const username = `newbie${Date.now().toString(36)}`;
  await new SignInPage(page).register({
    username,
    email: `${username}@example.org`,
    name: 'Nora Newbie',
    password: 'a long passphrase',
  });
  await expect(page).toHaveURL(/\/$/);
  const menu = await new Shell(page).openUserMenu();
  await expect(menu.getByText('Nora Newbie')).toBeVisible();
  await expect(menu.getByText(`${username}@example.org`)).toBeVisible();
});

test('refuses a taken username with a message on the registration page', async ({ page }) => {
  await new SignInPage(page).register({
    username: 'demo',
    email: 'someone-else@example.org',
    name: 'Copy Cat',
    password: 'a long passphrase',
  });
  await expect(page.getByText('That username is already taken.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone-else@example.org');
});
