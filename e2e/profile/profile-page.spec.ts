import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ProfilePage, signInAsNewUser, TINY_PNG } from '../pages/profile.page';

test('edits the profile with every rule checked, and Cancel leaves it unchanged', async ({
  page,
}) => {
  const account = await signInAsNewUser(page, 'Pia Profile');
  const profile = new ProfilePage(page);
  await profile.open();
  await expect(page.getByText(account.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Pia Profile', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Role').click();
  await expect(page.getByRole('option')).toHaveText([
    'Community Manager',
    'Developer Relations',
    'Technical Writer',
    'Software Engineer',
    'Product Manager',
    'Marketing Manager',
    'Other',
  ]);
  await page.getByRole('option', { name: 'Developer Relations' }).click();
  await page.getByLabel('Name').fill('Pia Renamed');
  await page.getByLabel('Job Title').fill('Community Lead');
  await page.getByLabel('Bio').fill('Runs the contributor summit.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible({
    timeout: 15_000, // the page's first toast: the toast area's code loads with it
  });
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  for (const text of ['Pia Renamed', 'Developer Relations', 'Community Lead']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(profile.headerAvatar).toContainText('PR');

  await page.reload();
  await expect(page.getByText('Runs the contributor summit.')).toBeVisible();
});

test('checks the headshot size and type before any upload', async ({ page }, testInfo) => {
  await signInAsNewUser(page, 'Rory Rules');
  const profile = new ProfilePage(page);
  await profile.open();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/headshot')) uploads.push(request.url());
  });

  // A file on disk: the browser reads it directly instead of receiving 10 MB over the wire.
  const huge = testInfo.outputPath('huge.png');
  writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024 + 1));
  await profile.photoInput.setInputFiles(huge);
  await expect(page.getByText('File size exceeds the 10MB limit.')).toBeVisible();
  await profile.uploadPhoto({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText('Only JPG, PNG, and GIF images are allowed.')).toBeVisible();
  expect(uploads).toEqual([]);
});

test('uploads a headshot and removes it; the avatar falls back to initials', async ({ page }) => {
  await signInAsNewUser(page, 'Hugo Headshot');
  const profile = new ProfilePage(page);
  await profile.open();

  await profile.uploadPhoto({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Profile photo updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Hugo Headshot' })).toBeVisible();
  await expect(profile.headerAvatar.locator('img')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(page.getByText('Profile photo removed', { exact: true })).toBeVisible();
  await expect(profile.headerAvatar.locator('img')).toHaveCount(0);
  await expect(profile.headerAvatar).toContainText('HH');
  await expect(page.getByRole('button', { name: 'Remove Photo' })).toHaveCount(0);
});
