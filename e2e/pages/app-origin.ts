import type { Page } from '@playwright/test';

/**
 * Puts a page that has opened nothing yet on the app's origin, where the saved sign-in
 * (storageState) keeps the access token, without starting the app: API calls made to seed a test
 * read the token there. /api/health is a few bytes of JSON; a screen such as /dashboard would boot
 * the whole app and send its queries first, about a second of both cores per test.
 */
export async function toAppOrigin(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/api/health');
}
