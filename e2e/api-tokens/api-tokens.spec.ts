import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';
import { signInAsNewUser } from '../pages/profile.page';
import { SettingsPage } from '../pages/settings.page';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('create a read-only token, use it, revoke it', async ({ page, request }) => {
  await signInAsNewUser(page, 'Tok En');
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.section('API Tokens').click();
  await expect(page.getByText('Your API tokens: none.')).toBeVisible();

  await page.getByLabel('Token Name').fill('Weekly report');
  await page.getByLabel('Access').selectOption('read');
  await page.getByLabel('Expires').selectOption('30');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByRole('textbox', { name: 'Your new API token' });
  await expect(shown).toHaveValue(/^ospo_[\w-]{43}$/);
  await page.getByRole('button', { name: 'Copy Token' }).click();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await shown.inputValue());
  const row = page.getByRole('row').filter({ hasText: 'Weekly report' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Never used');

  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/events', { headers })).status()).toBe(200);
  const write = await request.post('/api/events', { headers, data: {} });
  expect(write.status()).toBe(403);
  await page.reload();
  await settings.section('API Tokens').click();
  await expect(row).not.toContainText('Never used');

  await row.getByRole('button', { name: 'Revoke Weekly report' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Token Revoked', { exact: true })).toBeVisible();
  await expect(page.getByText('Your API tokens: none.')).toBeVisible();
  expect((await request.get('/api/events', { headers })).status()).toBe(401);
});

for (const theme of SHARED_COLOURS_THEME) {
  test(`the API tokens settings have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    await signInAsNewUser(page, 'Axel Token');
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.section('API Tokens').click();
    await page.getByLabel('Token Name').fill('Axe check');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await expect(page.getByRole('textbox', { name: 'Your new API token' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
