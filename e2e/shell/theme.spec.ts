import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell.page';

test('defaults to dark, remembers Light across a reload, and System follows the OS', async ({
  page,
}) => {
  await page.goto('/');
  const shell = new Shell(page);
  expect(await shell.isDark()).toBe(true);

  await shell.chooseTheme('Light');
  expect(await shell.isDark()).toBe(false);
  await page.reload();
  expect(await shell.isDark()).toBe(false);

  await page.emulateMedia({ colorScheme: 'dark' });
  await shell.chooseTheme('System');
  expect(await shell.isDark()).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => shell.isDark()).toBe(false);
});
