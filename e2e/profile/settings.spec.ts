import { expect, test } from '@playwright/test';
import { ProfilePage, signInAsNewUser, TINY_PNG } from '../pages/profile.page';
import { SettingsPage } from '../pages/settings.page';

test('the settings profile form shows every message, then saves', async ({ page }) => {
  await signInAsNewUser(page, 'Sam Settings');
  const settings = new SettingsPage(page);
  await settings.open();

  await page.getByLabel('Full Name').fill('S');
  await page.getByLabel('Email').fill('sam@');
  await page.getByLabel('Job Title').fill('x');
  await page.getByLabel('Bio').fill('b'.repeat(161));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  for (const message of [
    'Name must be at least 2 characters.',
    'Please enter a valid email address.',
    'Please select a role.',
    'Job title must be at least 2 characters.',
    'Bio must be at most 160 characters',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Full Name').fill('Sam Saved');
  await page.getByLabel('Email').fill('sam.saved@example.org');
  await page.getByLabel('Role').click();
  await expect(page.getByRole('option')).toHaveText([
    'Community Architect',
    'Developer Advocate',
    'Community Manager',
    'OSPO Lead',
    'Other',
  ]);
  await page.getByRole('option', { name: 'OSPO Lead' }).click();
  await page.getByLabel('Job Title').fill('Head of OSPO');
  await page.getByLabel('Bio').fill('Open source at scale.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Saved');
  await expect(page.getByLabel('Email')).toHaveValue('sam.saved@example.org');
  await expect(page.getByLabel('Role')).toHaveText('OSPO Lead');
  await expect(page.getByLabel('Job Title')).toHaveValue('Head of OSPO');
});

test('uploads and removes the headshot from settings', async ({ page }) => {
  await signInAsNewUser(page, 'Hana Photo');
  const settings = new SettingsPage(page);
  await settings.open();
  const profile = new ProfilePage(page);
  await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();

  await profile.uploadPhoto({
    name: 'doc.gif',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload Error' })).toContainText(
    'Only JPG, PNG, and GIF images are allowed.',
  );

  await profile.uploadPhoto({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Headshot Uploaded', { exact: true })).toBeVisible();
  await expect(profile.headerAvatar.locator('img')).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Headshot Removed', { exact: true })).toBeVisible();
  await expect(profile.headerAvatar.locator('img')).toHaveCount(0);
  await expect(profile.headerAvatar).toContainText('HP');
});

test('notification preferences start at the defaults and persist across a reload', async ({
  page,
}) => {
  await signInAsNewUser(page, 'Nina Notify');
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.section('Notifications').click();

  const defaults: [string, boolean][] = [
    ['Email Notifications', true],
    ['CFP Deadline Reminders', true],
    ['CFP Status Updates', true],
    ['New CFP Digest', false],
    ['Event Reminders', true],
  ];
  for (const [label, on] of defaults) {
    await expect(settings.notificationSwitch(label)).toHaveAttribute('aria-checked', String(on));
  }

  await settings.notificationSwitch('New CFP Digest').click();
  await settings.notificationSwitch('Email Notifications').click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Notification Settings Updated', { exact: true })).toBeVisible();

  await page.reload();
  await settings.section('Notifications').click();
  await expect(settings.notificationSwitch('New CFP Digest')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(settings.notificationSwitch('Email Notifications')).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(settings.notificationSwitch('Event Reminders')).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('wide screens show a side menu with Security; narrow screens tabs without it', async ({
  page,
}) => {
  await signInAsNewUser(page, 'Wes Wide');
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Send Feedback' }),
  ).toBeVisible();
  await expect(page.getByText('Help & Support')).toBeVisible();
  await settings.section('Security').click();
  for (const name of ['Change Password', 'Enable 2FA', 'Manage', 'Delete Account']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(page.getByText('Danger Zone')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab')).toHaveText([
    'Profile',
    'Notifications',
    'Calendar',
    'API Tokens',
  ]);
  await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
  await expect(page.getByText('Help & Support')).toHaveCount(0);
});
