import { expect, type Page } from '@playwright/test';
import { SignInPage } from './sign-in.page';

/** A 1×1 PNG, small enough for any headshot rule. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Registers a fresh account and lands signed in as it, so profile journeys never change the demo
 * user other journeys read.
 */
export async function signInAsNewUser(page: Page, name: string) {
  const username = `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await new SignInPage(page).register({
    username,
    email: `${username}@example.org`,
    name,
    password: 'a long passphrase',
  });
  // Registration, consent and the code exchange are several redirects in a row.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 15_000 });
  return { username, email: `${username}@example.org`, name };
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
