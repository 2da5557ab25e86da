import { expect, type Page } from '@playwright/test';
import { registerViaApi } from './register-via-api';

/** A 1×1 PNG, small enough for any headshot rule. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The password of every account signInAsNewUser registers. */
export const NEW_USER_PASSWORD = 'a long passphrase';

/**
 * Registers a fresh account and lands signed in as it on the dashboard, so profile journeys never
 * change the demo user other journeys read. Over HTTP, not through the screens (those are
 * e2e/auth/register.spec.ts's journey). The app starts once, as after a real sign-in: its first
 * run saves the browser's time zone, a change of the profile a form opened before would meet.
 */
export async function signInAsNewUser(page: Page, name: string) {
  const username = `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username, email: `${username}@example.org`, name };
  await registerViaApi(page, { ...account, password: NEW_USER_PASSWORD });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return account;
}

/** /profile: photo card, profile information card, account card. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  }

  get photoInput() {
    return this.page.getByLabel('Profile photo file');
  }

  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.photoInput.setInputFiles(file);
  }

  /** The header's avatar: an image when there is a headshot, else initials. */
  get headerAvatar() {
    return this.page.getByRole('button', { name: 'User menu' });
  }
}
