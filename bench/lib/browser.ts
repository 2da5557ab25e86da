import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

/** The e2e suite's Chromium flags (playwright.config.ts): no sandbox, no background traffic. */
export const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

/** Headless Chromium from CHROMIUM_PATH, or /usr/bin/chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Signs in as demo/demo through the provider pages (the server needs NODE_ENV=development). */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
}
